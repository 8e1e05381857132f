/**
 * The build's Content-Security-Policy with and without page analytics: astro.config.mjs itself,
 * loaded as `astro build` loads it, under each environment (src/config/analytics.ts). The built
 * pages are checked on the default build by e2e/analytics.spec.ts, and with analytics set by the
 * Netlify smoke (e2e/netlify/pages.netlify.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the Content-Security-Policy of the build (astro.config.mjs)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const buildCsp = async (env: Record<string, string>) => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    const config = (await import(new URL('../../astro.config.mjs', import.meta.url).href)) as {
      default: {
        security: {
          csp: { directives: string[]; scriptDirective: { resources: string[] } };
        };
      };
    };
    const { csp } = config.default.security;
    return {
      connect: csp.directives.find((directive) => directive.startsWith('connect-src')),
      script: csp.scriptDirective.resources,
      others: csp.directives.filter((directive) => !directive.startsWith('connect-src')),
    };
  };

  it('names exactly the analytics origin for scripts and connections when set', async () => {
    const set = await buildCsp({
      ANALYTICS_PROVIDER: 'umami',
      ANALYTICS_WEBSITE_ID: 'site-1',
      ANALYTICS_SCRIPT_URL: 'https://umami.northbeam.example/script.js',
    });
    expect(set.connect).toBe("connect-src 'self' https://umami.northbeam.example");
    expect(set.script).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://umami.northbeam.example']);
    expect(set.others.join(' ')).not.toContain('umami');
  });

  it('allows nothing more when unset', async () => {
    const unset = await buildCsp({
      ANALYTICS_PROVIDER: '',
      ANALYTICS_DOMAIN: '',
      ANALYTICS_SCRIPT_URL: '',
      ANALYTICS_WEBSITE_ID: '',
    });
    expect(unset.connect).toBe("connect-src 'self'");
    expect(unset.script).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});
