// The layers of src/lib and the absence of cycles, checked by `npm test` (docs/ARCHITECTURE.md,
// "Layers"). Type-only imports count: a cycle of types is still a cycle a reader must untangle.

// Bottom first: a module may import its own layer and the layers before it, never one after. A
// folder that mixes layers names its files. Folders in no layer (brand, seo, markdown, search,
// calculators, … : presentation and pure logic beside the entities) are held by the lint rules and
// by `no-cycles` only.
const LAYERS = [
  {
    name: 'db',
    path: ['^src/lib/db/', '^src/config/'],
  },
  {
    name: 'kernel',
    path: [
      '^src/lib/(text|time|runtime|netlify|mail)/',
      '^src/lib/http/(?!admin-route\\.ts$)',
      '^src/lib/content/(errors|conflict-words|text-fields|page-cards)\\.ts$',
      '^src/lib/facts/(names|references)\\.ts$',
      '^src/lib/brand/icon-names\\.ts$',
      '^src/lib/seo/meta-text\\.ts$',
    ],
  },
  {
    name: 'framework',
    path: [
      '^src/lib/(access|audit|revisions|publishing|auth|people)/',
      '^src/lib/content/(versioned|conflict)\\.ts$',
      '^src/lib/http/admin-route\\.ts$',
      '^src/lib/collections/(define|registry)\\.ts$',
    ],
  },
  {
    name: 'entities',
    path: [
      '^src/lib/(posts|pages|taxonomies|locations|industries|media|leads|redirects|facts)/',
      '^src/lib/content/(types|page-slug-redirects)\\.ts$',
    ],
  },
  {
    name: 'composition',
    path: [
      '^src/lib/(import|export|seed|workers|backup|preview)/',
      '^src/lib/collections/(site|routes|retire|inbound-links)\\.ts$',
      '^src/(pages|data)/',
      '^src/middleware\\.ts$',
      '^server/',
      '^scripts/',
    ],
  },
];

// What breaks the order today, each with why it stays: the one import each names is allowed.
const KNOWN_EXCEPTIONS = [
  {
    layer: 'db',
    // The one door of db/ that composes: it keeps one handle per process and seeds a new database
    // on first open.
    from: '^src/lib/db/client\\.ts$',
    to: ['^src/lib/seed/seed\\.ts$', '^src/lib/runtime/process-singleton\\.ts$'],
  },
  {
    layer: 'db',
    // The icon names are the type of a JSON column; they live with the icons they name.
    from: '^src/lib/db/json-columns\\.ts$',
    to: ['^src/lib/brand/icon-names\\.ts$'],
  },
  {
    layer: 'framework',
    // A post's revision holds its links (DOCUMENT_PARTS): revisions/ names posts/ until a content
    // type can register the parts of its document itself.
    from: '^src/lib/revisions/document\\.ts$',
    to: ['^src/lib/posts/links\\.ts$'],
  },
];

const layerRules = LAYERS.slice(0, -1).flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1);
  const exceptions = KNOWN_EXCEPTIONS.filter(({ layer: name }) => name === layer.name);
  const rule = (name, from, allowed) => ({
    name,
    comment: `${layer.name} imports nothing from the layers above it (${above.map(({ name }) => name).join(', ')}).`,
    severity: 'error',
    from,
    to: { path: above.flatMap(({ path }) => path), pathNot: [...layer.path, ...allowed] },
  });
  return [
    rule(
      `layer-${layer.name}`,
      { path: layer.path, pathNot: exceptions.map(({ from }) => from) },
      [],
    ),
    ...exceptions.map(({ from, to }) =>
      rule(`layer-${layer.name}-known-exception`, { path: from }, to),
    ),
  ];
});

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
    ...layerRules,
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
