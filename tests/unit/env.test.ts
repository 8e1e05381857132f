import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, EnvError, loadEnv } from '#config/env.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** Variable names in the README's configuration table (first column, backticked). */
function readmeVariables(): string[] {
  const section =
    read('README.md')
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line));
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
}

function envExampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

describe('configuration documents', () => {
  it('the README configuration table lists exactly the schema variables', () => {
    expect([...readmeVariables()].sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('.env.example lists exactly the schema variables', () => {
    expect([...envExampleVariables()].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});

describe('loadEnv', () => {
  it('gives the documented defaults when nothing is set, and treats blanks as unset', () => {
    for (const source of [{}, Object.fromEntries(ENV_VARIABLES.map((name) => [name, ' ']))]) {
      const env = loadEnv(source);
      expect([env.DATABASE_URL, env.SMTP_PORT, env.SITE_URL]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(env).toMatchObject({
        SMTP_SECURE: false,
        CONTACT_RATE_LIMIT: 10,
        CONTACT_RATE_WINDOW_SECONDS: 600,
        HOST: '127.0.0.1',
        PORT: 4321,
        REBUILD_ON_CHANGE: true,
      });
    }
  });

  it.each([
    ['SMTP_PORT', '2525', 2525],
    ['SMTP_SECURE', 'true', true],
    ['CONTACT_RATE_LIMIT', '100000', 100_000],
    ['CONTACT_RATE_WINDOW_SECONDS', '60', 60],
    ['PORT', '0', 0],
    ['REBUILD_ON_CHANGE', 'false', false],
    ['DATABASE_URL', 'postgres://u:p@db:5432/app', 'postgres://u:p@db:5432/app'],
    [
      'BUILD_HOOK_URL',
      'https://api.netlify.com/build_hooks/x',
      'https://api.netlify.com/build_hooks/x',
    ],
  ])('%s=%s → %j', (name, value, expected) => {
    expect(loadEnv({ [name]: value })[name as keyof ReturnType<typeof loadEnv>]).toEqual(expected);
  });

  it.each([
    ['SMTP_PORT', 'smtp', 'must be a port number'],
    ['SMTP_PORT', '70000', 'must be between 1 and 65535'],
    ['SMTP_SECURE', 'yes', 'must be true or false'],
    ['CONTACT_RATE_LIMIT', 'lots', 'must be a whole number'],
    ['CONTACT_RATE_WINDOW_SECONDS', '-1', 'must be at least 1'],
    ['CONTACT_RATE_LIMIT', '1.5', 'must be a whole number'],
    ['PORT', 'eighty', 'must be a port number'],
    ['REBUILD_ON_CHANGE', 'off', 'must be true or false'],
    ['DATABASE_URL', 'mysql://x', 'must be a postgres:// or postgresql:// URL'],
    ['BUILD_HOOK_URL', 'ftp://x', 'must be an http(s) URL'],
    ['LEAD_WEBHOOK_URL', 'not a url', 'must be an http(s) URL'],
    ['SUPABASE_URL', 'example.supabase.co', 'must be an http(s) URL'],
  ])('refuses %s=%s: %s', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(
      `${name}=${JSON.stringify(value)}: ${message}`,
    );
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadEnv({ SMTP_PORT: 'x', PORT: 'y', SMTP_SECURE: '1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems.map((problem) => problem.split('=')[0]).sort()).toEqual([
      'PORT',
      'SMTP_PORT',
      'SMTP_SECURE',
    ]);
  });
});
