/** Playwright's global teardown: deletes the runner's copy of the build's database (playwright.config.ts). */
import { rmSync } from 'node:fs';
import { PRISTINE_DATA_ENV } from './worker-site.ts';

export default function removePristineData(): void {
  const dir = process.env[PRISTINE_DATA_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
