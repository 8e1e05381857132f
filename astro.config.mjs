// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { authConfigProblem } from './src/lib/auth/config.ts';
import precompress from './src/integrations/precompress.ts';
import lazyModuleUrl from './src/integrations/lazy-module-url.ts';
import devServer from './src/integrations/dev-server.ts';
import releaseManifest from './src/integrations/release-manifest.ts';
import { astroAllowedDomains } from './src/lib/http/site-url.ts';
import { MAX_REQUEST_BODY_BYTES } from './src/lib/import/fields.ts';
import netlifyOutput from './src/integrations/netlify-output.ts';
import searchIndex from './src/integrations/search-index.ts';
import slugRedirects from './src/integrations/slug-redirects.ts';
import siteFacts from './src/integrations/site-facts.ts';
import keptRenderer from './src/integrations/kept-renderer.ts';
import { siteSitemap } from './src/integrations/sitemap.ts';
import { loadEnv } from 'vite';
import { analyticsFromEnv, analyticsSources } from './src/config/analytics.ts';

// Server code reads its settings from process.env: fill it from .env files without overriding the
// real environment, so `npm run dev` and `npm run build` see the same configuration as `npm start`.
const fileEnv = loadEnv(
  process.env.NODE_ENV === 'production' ? 'production' : 'development',
  process.cwd(),
  '',
);
for (const [key, value] of Object.entries(fileEnv)) process.env[key] ??= value;

const siteUrl = process.env.SITE_URL ?? 'http://localhost:4321';
// Netlify sets NETLIFY=true during its builds; everywhere else we ship the standalone Node server.
const onNetlify = process.env.NETLIFY === 'true';
// On Netlify the functions have no start-up of their own: a deploy with unusable auth settings fails here.
const authProblem = onNetlify ? authConfigProblem() : null;
if (authProblem) throw new Error(authProblem);
// Only the adapter this build uses is loaded: @astrojs/netlify brings Netlify's function bundler
// (about 1.2 s and 1.6 CPU s to import), which every Node build, rebuild and dev start paid for.
const adapter = onNetlify
  ? // 'classic': the site has no Astro middleware, so no edge function (and no Deno) is needed.
    (await import('@astrojs/netlify')).default({ staticHeaders: true, middlewareMode: 'classic' })
  : (await import('@astrojs/node')).default({
      mode: 'middleware',
      staticHeaders: true,
      bodySizeLimit: MAX_REQUEST_BODY_BYTES,
    });
// Optional page analytics: the CSP allows the provider's origin, and nothing more when unset.
const analyticsOrigins = analyticsSources(analyticsFromEnv());

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  adapter,
  integrations: [
    // Public islands run on Preact (a few KB; docs/budgets.md: at most 15 KB of JavaScript on a public
    // page); only the admin, where a rich editor needs React's ecosystem, loads React.
    preact({ include: ['**/src/islands/{tools,contact,insights,shared}/**'] }),
    react({ include: ['**/src/islands/admin/**'] }),
    siteSitemap(),
    // Before precompress, so the search index files get their .br and .gz too.
    searchIndex(),
    precompress(),
    ...(onNetlify ? [netlifyOutput()] : []),
    slugRedirects(),
    devServer(),
    siteFacts(),
    // What publishing a content change needs to render pages again without a bundler.
    keptRenderer(),
    // Last: its manifest marks the build complete.
    releaseManifest(),
  ],
  security: {
    checkOrigin: true,
    // Forwarded headers reach Astro only from proxies in TRUST_PROXY (the Node server strips the rest).
    allowedDomains: astroAllowedDomains(process.env.SITE_URL),
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${["'self'", ...analyticsOrigins].join(' ')}`,
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
      // Site search runs Pagefind's WebAssembly: 'wasm-unsafe-eval' allows compiling it and nothing else.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'", ...analyticsOrigins] },
    },
  },
  // Netlify builds every content change in full: Astro copies the pages whose props and reads are
  // unchanged from its cache (kept between builds by netlify/plugins/build-cache), with the keys the
  // kept renderer gives them (src/integrations/kept-renderer.ts). The Node server publishes a change
  // without a build at all.
  experimental: { incrementalBuild: onNetlify },
  prefetch: false,
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [tailwindcss(), lazyModuleUrl()],
    // The search dialog is imported by URL on first use, so Vite's start-up scan never sees its
    // dependencies; found at first use instead, they make the dev server reload the open page.
    optimizeDeps: { include: ['entities/decode'] },
    // On Netlify, drizzle-orm is bundled into the function rather than imported from node_modules at
    // run time: Node looks up the package scope of every file it loads and re-reads drizzle-orm's
    // 179 KB package.json for each of its hundred-odd modules, which was half of a cold start (a
    // function instance's first request: 970 → 520 ms). The Node server keeps it external: its own
    // start-up imports drizzle-orm from node_modules anyway, and one copy serves both.
    ...(onNetlify && { ssr: { noExternal: ['drizzle-orm'] } }),
    // Astro inlines processed scripts under this size into every page. The header menu script
    // (~1.5 KB) is on every page: as a cached file it keeps each page's HTML ~0.6 KB (gzip)
    // smaller and the home page's HTML + CSS inside the first TCP window.
    build: { assetsInlineLimit: 1024 },
  },
});
