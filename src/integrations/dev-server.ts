/**
 * `astro dev` as a newcomer runs it: no Content-Security-Policy (Vite injects inline styles and
 * hydration scripts that a hash-based policy cannot know), and the first admin created, with its
 * sign-in details printed, as soon as the server is up. Builds keep the hash-based policy.
 */
import type { AstroIntegration } from 'astro';

export default function devServer(): AstroIntegration {
  return {
    name: 'northbeam:dev-server',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ security: { csp: false } });
      },
      'astro:server:start': async ({ address }) => {
        // The same process-wide database the pages use (its handle lives on globalThis).
        const { getDatabase } = await import('#lib/db/client.ts');
        const { ensureAdminFromEnv } = await import('#lib/auth/bootstrap.ts');
        const { localAdminUrl } = await import('#lib/auth/first-run-banner.ts');
        const { db } = await getDatabase();
        await ensureAdminFromEnv(db, localAdminUrl(address.address, address.port));
      },
    },
  };
}
