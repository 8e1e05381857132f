/** Copy of /blog-generator and its built-in outlines, read from content/blog-outlines/*.json and validated at build time. */
import type { Feature } from '#components/sections/types.ts';
import { parseOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';

export const blogGeneratorPage = {
  path: '/blog-generator',
  title: 'Blog Content Generator',
  description:
    'Internal tool for the Northbeam IT marketing team: turn a built-in SEO outline into a Markdown article skeleton, preview it, copy it or download it.',
  hero: {
    eyebrow: 'Marketing tool',
    title: 'Blog Content Generator',
    intro:
      'Pick a built-in outline, generate the Markdown skeleton of the article, then copy it or download it as a .md file to start writing.',
  },
  generatorTitle: 'Generate an article skeleton',
  guidelinesTitle: 'SEO and content guidelines',
  noscript: 'The blog generator needs JavaScript enabled.',
  guidelinesIntro: 'Every article we publish follows these rules before it goes live.',
} as const;

export const blogGeneratorCopy = {
  chooseOutline: 'Choose an outline',
  primaryKeyword: 'Primary keyword',
  sectionsCount: 'sections',
  generate: 'Generate Content',
  previewTitle: 'Preview',
  emptyPreview: 'Choose an outline and select Generate Content to see the article skeleton here.',
  copy: 'Copy Markdown',
  copied: 'Copied!',
  copyFailed:
    'Your browser blocked the clipboard. Open the Markdown source below and copy it by hand.',
  download: 'Download .md',
  savesAs: 'Saves as',
  sourceSummary: 'Markdown source',
} as const;

export const blogGuidelines: readonly Feature[] = [
  {
    icon: 'chart-line',
    title: 'SEO guidelines',
    description: 'Write for readers first; these keep the article findable.',
    bullets: [
      'Keyword density of 1-2% for the primary keyword',
      'Primary keyword in the title, the first 100 words and at least one H2',
      'Meta description of at most 155 characters',
      '3-5 internal links to service pages and tools',
      '2-3 external sources from recognized authorities',
    ],
  },
  {
    icon: 'file-check',
    title: 'Content guidelines',
    description: 'Long enough to answer the question fully, short enough to finish.',
    bullets: [
      '1500-2500 words per post',
      'Estimated 12-15 minute read, as the outline template states',
      'One H1, H2 for each section, H3 for subsections',
      'Figures and claims match our published numbers',
      'Close with one clear call to action',
    ],
  },
];

const outlineFiles = import.meta.glob<unknown>('../../../content/blog-outlines/*.json', {
  eager: true,
  import: 'default',
});

/** The built-in outlines, validated; a broken file fails the build. */
export const builtInOutlines: readonly NamedOutline[] = parseOutlines(outlineFiles);
