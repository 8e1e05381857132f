/**
 * Composed pages (src/lib/composed-pages/): each published row as the page renders it, with every fact
 * reference in its copy replaced by the fact's value, its text sections rendered from Markdown and its
 * library images as `<picture>`s. A page whose sections no longer pass their schema or whose text
 * cannot render (a row written around the admin) is left out of the site, never failing the build.
 */
import { sectionsField } from '#lib/composed-pages/document.ts';
import type { Section, SectionOf, SectionType } from '#lib/composed-pages/sections.ts';
import type { LibraryImage } from '#lib/content/types.ts';
import { getDb } from '#lib/db/client.ts';
import { substituteFactsDeep } from '#lib/facts/references.ts';
import { landingPagePath } from '#lib/landing-pages/addresses.ts';
import { landingPageImagePaths } from '#lib/landing-pages/images.ts';
import { listLandingPages, type PublishedLandingPage } from '#lib/landing-pages/queries.ts';
import { libraryImages } from '#lib/media/queries.ts';
import { renderMarkdown } from '#lib/markdown/render.ts';
import { bodyPictures, libraryPicture, type PictureImage } from '#lib/media/picture.ts';
import { siteFactValues, type RenderContext } from '#data/pages.ts';

/** A section as the page renders it: text sections carry their HTML, image sections their picture. */
export type SectionView =
  | Exclude<Section, { type: 'text' | 'imageText' }>
  | (SectionOf<'text'> & { html: string })
  | (SectionOf<'imageText'> & { picture: PictureImage | null });
export type SectionViewOf<T extends SectionType> = Extract<SectionView, { type: T }>;

export interface LandingPageView {
  slug: string;
  path: string;
  title: string;
  description: string;
  /** The one service the page sells (Service JSON-LD); null: a WebPage. */
  serviceType: string | null;
  noindex: boolean;
  /** The social card's image: a library image's largest shown variant, or null for the site's. */
  socialImage: { src: string; width: number; height: number; alt: string } | null;
  sections: SectionView[];
}

/** The image beside a text shows half the page's width on wide screens. */
const IMAGE_TEXT_SIZES = '(min-width: 64rem) 36rem, 100vw';

/**
 * A heading the composition rules refused (a body's h1) that reached the row anyway becomes an h2:
 * the hero's heading stays the page's only h1. The renderer escapes raw HTML, so every `<h1` is one.
 */
const withoutMainHeading = (html: string) => html.replace(/<(\/?)h1\b/g, '<$1h2');

function sectionView(section: Section, images: ReadonlyMap<string, LibraryImage>): SectionView {
  switch (section.type) {
    case 'text':
      return {
        ...section,
        html: withoutMainHeading(
          renderMarkdown(section.body, { image: bodyPictures([...images.values()]) }),
        ),
      };
    case 'imageText': {
      const image = images.get(section.image);
      return { ...section, picture: image ? libraryPicture(image, IMAGE_TEXT_SIZES) : null };
    }
    default:
      return section;
  }
}

/** What a page's view is made from: a published row, or the admin's unsaved form (a preview). */
type PageFields = Pick<
  PublishedLandingPage,
  'slug' | 'title' | 'description' | 'serviceType' | 'noindex' | 'socialImage' | 'sections'
>;

/** The page as it renders, or the reason it cannot. */
function landingPageView(
  row: PageFields,
  images: ReadonlyMap<string, LibraryImage>,
  facts: Readonly<Record<string, string>>,
): LandingPageView | { reason: string } {
  const parsed = sectionsField.safeParse(row.sections);
  if (!parsed.success) return { reason: parsed.error.issues[0]?.message ?? 'invalid sections' };
  const copy = substituteFactsDeep(
    { title: row.title, description: row.description, sections: parsed.data },
    facts,
  );
  let sections: SectionView[];
  try {
    sections = copy.sections.map((section) => sectionView(section, images));
  } catch (error) {
    return { reason: (error as Error).message };
  }
  const social = row.socialImage ? images.get(row.socialImage) : undefined;
  const picture = social && libraryPicture(social, '100vw');
  return {
    slug: row.slug,
    path: landingPagePath(row.slug),
    title: copy.title,
    description: copy.description,
    serviceType: row.serviceType,
    noindex: row.noindex,
    socialImage: picture
      ? { src: picture.src, width: picture.width, height: picture.height, alt: picture.alt }
      : null,
    sections,
  };
}

/** The published composed pages, in address order; one that cannot render is left out (and said). */
export async function publishedLandingPageViews(
  context?: RenderContext,
): Promise<LandingPageView[]> {
  const [{ pages, images }, facts] = await Promise.all([
    listLandingPages(await getDb()),
    siteFactValues(context),
  ]);
  return pages.flatMap((row) => {
    const view = landingPageView(row, images, facts);
    if ('reason' in view) {
      console.warn(`[landing-pages] /${row.slug} is left out of the site: ${view.reason}`);
      return [];
    }
    return [view];
  });
}

/**
 * A page as the admin's form holds it, saved or not (a preview or a share link), rendered as the
 * build would render it; or the reason it cannot render.
 */
export async function landingPagePreviewView(
  page: PageFields,
  context?: RenderContext,
): Promise<LandingPageView | { reason: string }> {
  const [images, facts] = await Promise.all([
    getDb().then((db) => libraryImages(db, landingPageImagePaths(page))),
    siteFactValues(context),
  ]);
  return landingPageView(page, images, facts);
}
