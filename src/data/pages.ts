/**
 * Page copy and site facts for the pages: every page document read from the database once per build
 * or render pass (fresh on every request in dev and in the on-request previews; each document a page
 * reads is one of its recorded reads, `#lib/publishing/page-reads.ts`), each checked by its schema, and
 * each fact reference in it replaced by the fact's value from Settings. A document that fails its
 * schema stops the build, naming the page and the field.
 *
 * A component passes its `Astro` so a preview can show an unsaved document in the real layout: the
 * preview route puts it in `Astro.locals.pagePreview`, and every read of that key in the request
 * returns it instead of the saved one.
 */
import { factValues } from '#lib/facts/catalog.ts';
import { substituteFactsDeep } from '#lib/facts/references.ts';
import { getDb } from '#lib/db/client.ts';
import { documentForBuild } from '#lib/pages/input.ts';
import { readPageDocuments } from '#lib/pages/queries.ts';
import { keyedBuildSource } from '#lib/publishing/page-reads.ts';
import {
  DOCUMENT_KEYS,
  type DocumentKey,
  type DocumentOf,
  type DocumentSnapshot,
} from '#lib/pages/registry.ts';
import type { SiteSettings } from '#lib/pages/documents/settings.ts';
import { businessFacts } from '#lib/seo/business.ts';
import type { BusinessFacts } from '#lib/seo/json-ld.ts';

/** What a component hands the loader: its request's locals, and whether it is being built. */
export interface RenderContext {
  locals: App.Locals;
  isPrerendered: boolean;
}

/**
 * Every document in one query. A build checks them all at once (any failure stops it); a request
 * (a preview, Netlify's not-found page) checks only the ones it reads.
 */
async function load({ all }: { all: boolean }): Promise<DocumentSnapshot> {
  const rows = await readPageDocuments(await getDb());
  const checked = new Map<DocumentKey, unknown>();
  const snapshot: DocumentSnapshot = {
    get<K extends DocumentKey>(key: K): DocumentOf<K> {
      if (!checked.has(key)) checked.set(key, documentForBuild(key, rows.get(key)));
      return checked.get(key) as DocumentOf<K>;
    },
  };
  if (all) for (const key of DOCUMENT_KEYS) snapshot.get(key);
  return snapshot;
}

/** The documents as a build reads them: all at once, per render pass; a page records each it reads. */
const builtDocument = keyedBuildSource(
  'page',
  () => load({ all: true }),
  (snapshot, key) => snapshot.get(key as DocumentKey),
);

/** The saved document, or the unsaved one a preview shows. */
async function documentOf<K extends DocumentKey>(
  key: K,
  context?: RenderContext,
): Promise<DocumentOf<K>> {
  const preview = context?.locals.pagePreview;
  if (preview?.key === key) return preview.document as DocumentOf<K>;
  // The dev server and on-request routes render after admin changes: they must see them.
  if (import.meta.env.DEV) return (await load({ all: false })).get(key);
  if (context && !context.isPrerendered) {
    return (await (context.locals.pageDocuments ??= load({ all: false }))).get(key);
  }
  return (await builtDocument(key)) as DocumentOf<K>;
}

/** Settings: the facts every page states. */
export function siteSettings(context?: RenderContext): Promise<SiteSettings> {
  return documentOf('settings', context);
}

/** Every fact reference's text, for copy that is not a page document (location and industry rows). */
export async function siteFactValues(context?: RenderContext): Promise<Record<string, string>> {
  return factValues(await siteSettings(context));
}

/** A page's copy, its fact references replaced by the facts' values. */
export async function pageCopy<K extends Exclude<DocumentKey, 'settings'>>(
  key: K,
  context?: RenderContext,
): Promise<DocumentOf<K>> {
  const [document, facts] = await Promise.all([documentOf(key, context), siteFactValues(context)]);
  return substituteFactsDeep(document, facts);
}

/** The business as every page's structured data describes it (Settings, the default description). */
export async function businessFactsFor(
  context: RenderContext & { site: URL | undefined; url: URL },
): Promise<BusinessFacts> {
  const [settings, siteCopy] = await Promise.all([
    siteSettings(context),
    pageCopy('site', context),
  ]);
  return businessFacts(context.site ?? context.url.origin, settings, siteCopy.defaults.description);
}
