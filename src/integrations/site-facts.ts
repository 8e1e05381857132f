/**
 * Writes site-facts.json beside the build's output (not into what is served): every fact
 * reference's text as the build filled it in, from the Settings the pages were rendered with. The
 * site checks read it to find pages that state a number contradicting a fact
 * (scripts/lib/quality/fact-contradictions.ts). Netlify builds skip it: nothing checks them there.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { loadEnv } from '#config/env.ts';

/** The file's name in the build's output folder. */
export const SITE_FACTS_FILE = 'site-facts.json';

/** Writes the file into a build's folder, from the database the pages were rendered from. */
export async function writeSiteFacts(outDir: string): Promise<void> {
  // Its handle lives on globalThis.
  const { getDb } = await import('#lib/db/client.ts');
  const { currentSettings } = await import('#lib/pages/admin.ts');
  const { factValues } = await import('#lib/facts/catalog.ts');
  const facts = factValues(await currentSettings(await getDb()));
  await writeFile(join(outDir, SITE_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
}

export default function siteFacts(): AstroIntegration {
  let outDir = '';
  return {
    name: 'northbeam:site-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ logger }) => {
        if (loadEnv().NETLIFY) return;
        try {
          await writeSiteFacts(outDir);
        } catch (error) {
          logger.warn(`no ${SITE_FACTS_FILE} for this build: ${(error as Error).message}`);
        }
      },
    },
  };
}
