import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '#config/security-headers.ts';
import { notFoundSections } from '#config/not-found.ts';

const netlifyToml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

describe('netlify.toml stays in step with the Node server', () => {
  it.each(Object.entries(SECURITY_HEADERS))('sends %s', (name, value) => {
    expect(netlifyToml).toContain(`${name} = "${value}"`);
  });

  it('sends at least a year of HSTS', () => {
    const maxAge = Number(
      /max-age=(\d+)/.exec(SECURITY_HEADERS['Strict-Transport-Security'] ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it.each(notFoundSections.flatMap((s) => s.prefixes.map((prefix) => [prefix, s.key] as const)))(
    'answers unknown %s* with /404/%s',
    (prefix, key) => {
      expect(netlifyToml).toMatch(
        new RegExp(`from = "${prefix}\\*"\\s+to = "/404/${key}"\\s+status = 404`),
      );
    },
  );
});
