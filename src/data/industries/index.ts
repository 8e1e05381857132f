/**
 * Industry landing pages: the database row holds the whole page copy (summary, intro, image,
 * specialized services, FAQs, resource links); the startups page adds sections and buttons of its own
 * from its page document. Fact references in a row's copy are replaced by the facts' values.
 */
import type { Action, FaqEntry, Feature } from '#components/sections/types.ts';
import type { Industry } from '#lib/content/types.ts';
import { getDb } from '#lib/db/client.ts';
import { listIndustries } from '#lib/industries/queries.ts';
import { libraryPicture, type PictureImage } from '#lib/media/picture.ts';
import { mediaIdOf } from '#lib/media/urls.ts';
import { substituteFactsDeep } from '#lib/facts/references.ts';
import { pageCopy, siteFactValues, type RenderContext } from '#data/pages.ts';
import { STARTER_SERVICE_CARDS } from '#data/services/starter-cards.ts';

interface IndustryDetails {
  /** Specialized services: what we do differently for this industry. */
  services: readonly Feature[];
  faqs: readonly FaqEntry[];
  /** Guides, tools and pages worth reading next. */
  resources: readonly Feature[];
}

/** The overview's image: a built-in illustration (1200 × 630) or a library image's `<picture>`. */
export type IndustryImage = Partial<PictureImage> &
  Pick<PictureImage, 'src' | 'alt' | 'width' | 'height'>;

export interface IndustryView extends IndustryDetails {
  slug: string;
  name: string;
  metaTitle: string;
  metaDescription: string;
  description: string;
  intro: string;
  image: IndustryImage | null;
  actions: readonly Action[];
}

export const industryActions: readonly Action[] = [
  { label: 'Get Free IT Assessment', href: '/contact' },
  { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
];

/** Used only for an industry added in the database before its specialized copy is written. */
function templateFor(industry: Industry): IndustryDetails {
  return {
    services: [
      {
        ...STARTER_SERVICE_CARDS.managedIt,
        description: `Monitoring, patching and a {responseMinutes}-minute help desk for ${industry.name.toLowerCase()} teams.`,
      },
      STARTER_SERVICE_CARDS.cybersecurity,
      STARTER_SERVICE_CARDS.cloud,
    ],
    faqs: [
      {
        question: 'How quickly do you respond?',
        answer: `Within {responseMinutes} minutes, 24/7, and on site within two hours for critical issues.`,
      },
      {
        question: 'How do we get started?',
        answer: 'Book a free IT assessment and we will give you a written plan.',
      },
    ],
    resources: [
      {
        icon: 'shield-check',
        title: 'Security Health Check',
        description: 'Five questions, two minutes: see your security score and what to fix first.',
        href: '/security-check',
        linkLabel: 'Take the check',
      },
    ],
  };
}

/** Pages with sections (and buttons) of their own: the page document that holds them, by slug. */
export const INDUSTRY_SECTIONS: Readonly<Record<string, 'industry-vc-backed-startups'>> = {
  'vc-backed-startups': 'industry-vc-backed-startups',
};

/** Buttons of pages that ask for something more specific than an assessment. */
async function actionsFor(slug: string, context?: RenderContext): Promise<readonly Action[]> {
  const key = INDUSTRY_SECTIONS[slug];
  return key ? (await pageCopy(key, context)).actions : industryActions;
}

/** The overview shows the image half the width of the page on large screens. */
const IMAGE_SIZES = '(min-width: 64rem) 36rem, 100vw';

/** A library image pages cannot show (deleted, or left out: media/decodable.ts) shows nothing. */
function imageOf(industry: Industry): IndustryImage | null {
  if (industry.libraryImage) {
    return libraryPicture(industry.libraryImage, IMAGE_SIZES);
  }
  if (!industry.imageUrl || mediaIdOf(industry.imageUrl)) return null;
  return { src: industry.imageUrl, alt: '', width: 1200, height: 630 };
}

export async function industryView(
  industry: Industry,
  context?: RenderContext,
): Promise<IndustryView> {
  const [facts, actions] = await Promise.all([
    siteFactValues(context),
    actionsFor(industry.slug, context),
  ]);
  const copy = substituteFactsDeep(
    {
      metaTitle: industry.metaTitle,
      metaDescription: industry.metaDescription,
      description: industry.description,
      intro: industry.introText,
      details: industry.details ?? templateFor(industry),
    },
    facts,
  );
  const { details } = copy;
  return {
    slug: industry.slug,
    name: industry.name,
    metaTitle: copy.metaTitle,
    metaDescription: copy.metaDescription,
    description: copy.description,
    intro: copy.intro,
    image: imageOf(industry),
    actions,
    services: details.services,
    faqs: details.faqs,
    resources: details.resources,
  };
}

/** The published industries' pages. */
export async function publishedIndustryViews(): Promise<IndustryView[]> {
  const rows = await listIndustries(await getDb());
  return Promise.all(rows.map((row) => industryView(row)));
}

/** A published industry's page as a preview renders it, with any unsaved document of the request. */
export async function previewIndustryView(
  slug: string,
  context: RenderContext,
): Promise<IndustryView | null> {
  const row = (await listIndustries(await getDb())).find((industry) => industry.slug === slug);
  return row ? industryView(row, context) : null;
}
