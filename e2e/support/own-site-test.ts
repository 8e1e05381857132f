/**
 * `test` for specs whose changes go live through the real publishing: each test gets a Node server
 * of its own, with its background rebuilds, over a copy of the build's database, and its `baseURL`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { copyOfBuildData } from './build-data.ts';
import { freePort, startOwnServer } from './own-server.ts';

export interface OwnSite {
  baseURL: string;
  /** Where the server writes its releases: the newest is what it serves. */
  releasesDir: string;
}

/** `name` marks the temporary folders (`northbeam-<name>-data-…`), to tell whose they are. */
export function ownSiteTest(name: string) {
  return base.extend<{ site: OwnSite }>({
    // Playwright reads which fixtures a fixture needs from its first parameter: none, but the pattern.
    // eslint-disable-next-line no-empty-pattern
    site: async ({}, use) => {
      const dataDir = copyOfBuildData(`northbeam-${name}-data-`);
      const releasesDir = mkdtempSync(join(tmpdir(), `northbeam-${name}-releases-`));
      const port = await freePort();
      const server = await startOwnServer({ port, dataDir, releasesDir });
      await use({ baseURL: `http://127.0.0.1:${port}`, releasesDir });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(releasesDir, { recursive: true, force: true });
    },
    baseURL: async ({ site }, use) => use(site.baseURL),
  });
}
