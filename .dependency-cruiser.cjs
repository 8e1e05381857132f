// The layers of src/lib and the absence of cycles, checked by `npm test` (docs/ARCHITECTURE.md,
// "Layers"). Type-only imports count: a cycle of types is still a cycle a reader must untangle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No module reaches itself again through its imports, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'db-is-the-bottom',
      comment:
        'The tables and their JSON column shapes import nothing above them. client.ts is the one door that composes: it seeds a new database through src/lib/seed/.',
      severity: 'error',
      from: { path: '^src/lib/db/', pathNot: '^src/lib/db/client\\.ts$' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/lib/db/',
          '^src/lib/runtime/process-singleton\\.ts$',
          '^src/lib/brand/icon-names\\.ts$',
        ],
      },
    },
    {
      name: 'write-schemas-hold-no-presentation',
      comment:
        'What checks input (input.ts, the page kinds and documents) never pulls in how pages are drawn: covers, pictures, components.',
      severity: 'error',
      from: { path: ['^src/lib/[^/]+/input\\.ts$', '^src/lib/pages/(kinds|documents/)'] },
      to: {
        path: [
          '^src/lib/brand/cover-choice\\.ts$',
          '^src/lib/media/picture\\.ts$',
          '^src/(components|layouts|islands|pages)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist/', '^\\.astro/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'],
    },
  },
};
