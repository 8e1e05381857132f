/**
 * Writes release.json into the build's output folder as the build's last step: when it finished and a
 * fingerprint of the content it was built from. The Node server reads it at start to pick the newest
 * release and to tell whether the database has changed since (server/releases.ts).
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadEnv } from '#config/env.ts';

/**
 * The manifest's text: `fingerprint` is the content the pages were rendered from, and `build` says
 * how the release was made (an incremental publish names itself; a whole build says nothing).
 */
export async function writeReleaseManifest(
  outDir: string,
  fingerprint: string | null,
  build?: { incremental: true; rendered: number; searchIndexBehind?: true },
): Promise<void> {
  const { RELEASE_MANIFEST } = await import('#lib/publishing/release-choice.ts');
  const manifest = {
    builtAt: new Date().toISOString(),
    contentFingerprint: fingerprint,
    ...(build && { build }),
  };
  await writeFile(join(outDir, RELEASE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export default function releaseManifest(): AstroIntegration {
  let outDir = '';
  return {
    name: 'northbeam:release-manifest',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        // Netlify publishes dist/ itself and never restarts a Node server on it.
        if (loadEnv().NETLIFY) return;
        let fingerprint: string | null = null;
        try {
          // The database the pages were rendered from (its handle lives on globalThis).
          const { getDatabase } = await import('#lib/db/client.ts');
          const { contentFingerprint } = await import('#lib/publishing/content-fingerprint.ts');
          fingerprint = await contentFingerprint((await getDatabase()).sql);
        } catch (error) {
          logger.warn(`no content fingerprint for this build: ${(error as Error).message}`);
        }
        await writeReleaseManifest(outDir, fingerprint);
      },
    },
  };
}
