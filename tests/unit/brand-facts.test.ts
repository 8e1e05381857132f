/**
 * The service levels the copy promises come from the named constants in src/config/site.ts: no page
 * copy repeats them as literals, so changing a promise is one edit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroBadges } from '#data/home.ts';
import { RESPONSE_MINUTES, UPTIME_SLA, site } from '#config/site.ts';

const COPY_DIRS = ['src/data', 'src/components', 'src/pages', 'src/layouts'];

/** Literals that restate a brand fact; each would drift on its own if the promise changed. */
const REPEATED_FACTS: readonly [string, RegExp][] = [
  ['the uptime SLA', /99\.9%/],
  ['the response time', /(?<![-\d])15[- ]min(ute)?s?\b/i],
];

/** Copy that states a different figure: a measured metric, not the promise. */
const ALLOWED: readonly string[] = ['src/data/services/transparency.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('brand facts', () => {
  const files = COPY_DIRS.flatMap(sourceFiles).filter((file) => !ALLOWED.includes(file));

  it.each(REPEATED_FACTS)('%s is never written out in page copy', (_fact, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the copy reads the constants', () => {
    expect(heroBadges).toContain(`${RESPONSE_MINUTES}-minute response time`);
    expect(heroBadges).toContain(`${UPTIME_SLA} uptime SLA`);
    expect(site.defaultDescription).toContain(`${RESPONSE_MINUTES}-minute response`);
  });
});
