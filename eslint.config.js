// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { includeIgnoreFile } from 'eslint/config';
import { fileURLToPath } from 'node:url';

/**
 * Which code may import which, each boundary written once: `files` may not import a specifier that
 * matches a key of `forbid` (a regular expression), for the reason given. Type-only imports cross
 * every boundary (they are erased from the output). The rule sees direct imports only; what a
 * browser bundle pulls in through allowed modules is checked on the built output by
 * scripts/lib/quality/client-bundles.ts.
 */
const SERVER_PACKAGES = {
  '^(zod|drizzle-orm|postgres|@electric-sql/|sharp|nodemailer|@supabase/|proper-lockfile)(/|$)':
    'a server-side package: the browser bundle would carry it (zod alone is tens of kilobytes)',
  '^node:': 'a Node built-in: browsers have none',
};
const SERVER_MODULES = {
  '^#lib/db/': 'the database client, schema and migrations are server code',
  '^#lib/[a-z-]+/(admin|queries|store|notes|submit|notify)\\.ts$':
    "an entity's database reads and writes run on the server; import its browser-safe leaf (fields.ts, terms.ts, status.ts, json types) instead",
  '^#lib/[a-z-]+/input\\.ts$':
    "write schemas are zod and run on the server; the API answers 400 with a message per field. Import the entity's fields.ts for counts and limits",
  '^#lib/(http|audit|publishing|netlify|runtime|preview)/':
    'request handling, the activity log, publishing and previews are server code',
  '^#lib/auth/(?!signed-in-hint\\.ts$)':
    'sign-in runs on the server (only the signed-in hint is for browsers)',
  '^#config/env\\.ts$': 'environment variables are server configuration',
  '^#server/': 'the Node server',
};
const OUTSIDE_THE_SITE = {
  '^#(scripts|test-support|e2e-support)/': 'tests and scripts are not part of the site',
};
const BOUNDARIES = [
  {
    // Everything the site runs: nothing in it depends on the tests or the scripts. (The build's
    // integrations are build tooling, like the scripts: the search index reuses their HTML reader.)
    files: ['src/**', 'server/**', 'netlify/**'],
    ignores: ['src/integrations/**'],
    forbid: OUTSIDE_THE_SITE,
  },
  {
    // Islands are bundled for browsers, the public ones within a 15 KB budget.
    files: ['src/islands/**'],
    forbid: {
      ...OUTSIDE_THE_SITE,
      ...SERVER_PACKAGES,
      ...SERVER_MODULES,
      '^#(components|layouts|pages)/': 'Astro components render at build time; an island cannot',
    },
  },
  {
    // Logic without UI: src/lib is imported by pages, islands, the server and scripts alike.
    files: ['src/lib/**'],
    forbid: {
      ...OUTSIDE_THE_SITE,
      '^#(components|islands|layouts|pages|data)/': 'src/lib has no UI and no page copy',
    },
  },
  {
    // Browser-safe leaves: what islands import from an entity. They stay free of server code, so an
    // island that imports one never pulls the database or zod in behind it.
    files: [
      'src/lib/*/fields.ts',
      'src/lib/*/terms.ts',
      'src/lib/*/status.ts',
      'src/lib/*/json.ts',
    ],
    forbid: {
      ...OUTSIDE_THE_SITE,
      ...SERVER_PACKAGES,
      ...SERVER_MODULES,
      '^#(components|islands|layouts|pages|data)/': 'src/lib has no UI and no page copy',
    },
  },
  {
    // Pre-rendered pages and their components load content through src/data, never the database.
    // (On-request routes may: the API, the previews, the media files the build writes.)
    files: ['src/pages/**/*.astro', 'src/components/**', 'src/layouts/**'],
    ignores: ['src/pages/preview/**', 'src/pages/admin/preview/**'],
    forbid: {
      ...OUTSIDE_THE_SITE,
      '^#lib/db/': 'load page data through src/data, which reads the database once per build',
      '^#lib/[a-z-]+/(admin|queries|store)\\.ts$':
        'load page data through src/data, which reads the database once per build',
    },
  },
];

/**
 * @param {{ files: string[]; ignores?: string[]; forbid: Record<string, string> }} boundary
 * @returns {import('typescript-eslint').ConfigWithExtends}
 */
const boundaryConfig = ({ files, ignores = [], forbid }) => ({
  files,
  ignores,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: Object.entries(forbid).map(([regex, message]) => ({
          regex,
          message,
          allowTypeImports: true,
        })),
      },
    ],
  },
});

export default tseslint.config(
  // What .gitignore ignores is what the build, the server and the tools write (dist/, .releases/,
  // backups/, .data/, …): lint never reads it (tests/integration/checkers-skip-generated.test.ts).
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url)), 'Generated output'),
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Type-aware rules for TypeScript: promises that are dropped or passed where a void callback is
    // expected are errors. Astro files keep the syntactic rules (their parser has no type service here).
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns; async form handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Off: `astro:content` entries, parsed JSON and Playwright's `evaluate` results are `any` to a
      // plain TypeScript program, so these flag data access that zod or the content layer already
      // checks at its boundary.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Off: Astro endpoints, interface implementations and test doubles are async by contract even
      // when one of them has nothing to await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
      // One import style: package.json "imports" (#lib/…, #components/…, #server/…) for anything
      // outside the importing file's folder, and every local specifier names its file's extension,
      // as Node's own loader (server/, scripts/) requires.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Import through a #subpath from package.json "imports" instead of ../',
            },
            {
              regex:
                '^(\\.{1,2}/|#)(?!.*\\.(ts|tsx|mts|astro|mjs|js|json|css|svg|md|woff2)(\\?.*)?$)',
              message: "Name the file's extension (.ts, .tsx, .astro, …) in local imports",
            },
          ],
        },
      ],
    },
  },
  ...BOUNDARIES.map(boundaryConfig),
);
