/** Copy of /blog-generator and its built-in outlines, read from content/blog-outlines/*.json and validated at build time. */
import type { Feature } from '#components/sections/types.ts';
import { parseOutlines, type NamedOutline } from '#lib/blog-generator/outline.ts';
import { guidelineTexts } from '#lib/content-guidance/rules.ts';

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
  startDraft: 'Start a draft',
} as const;

export const blogGuidelines: readonly Feature[] = [
  {
    icon: 'chart-line',
    title: 'SEO guidelines',
    description: 'Write for readers first; these keep the article findable.',
    bullets: guidelineTexts('seo'),
  },
  {
    icon: 'file-check',
    title: 'Content guidelines',
    description: 'Long enough to answer the question fully, short enough to finish.',
    bullets: guidelineTexts('content'),
  },
];

const outlineFiles = import.meta.glob<unknown>('../../../content/blog-outlines/*.json', {
  eager: true,
  import: 'default',
});

/** The built-in outlines, validated; a broken file fails the build. */
export const builtInOutlines: readonly NamedOutline[] = parseOutlines(outlineFiles);
