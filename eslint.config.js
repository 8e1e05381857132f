// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.netlify/',
    ],
  },
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
);
