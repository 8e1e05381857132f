/**
 * The editor's link dialog: find one of the site's pages or published posts by its title, or type
 * an address. A page on this site must exist: the site's link list, its sitemap and the post list
 * are asked before the link is set (src/lib/markdown/body-link.ts).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { pageLinks } from '#config/links.ts';
import { BODY_LINK_MESSAGES, bodyLink, insightSlugOf, pagePath } from '#lib/markdown/body-link.ts';
import { adminApi } from '#islands/admin/api.ts';
import { EditorDialog } from './EditorDialog.tsx';

export interface LinkChoice {
  href: string;
  /** Text to insert when nothing was selected. */
  text: string;
}

interface Props {
  /** The link being edited, if the selection is in one. */
  currentHref: string;
  /** Whether text is selected (else the link's text is asked for). */
  hasSelection: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove: () => void;
  onClose: () => void;
}

interface Offer {
  title: string;
  path: string;
}

const SITE_PAGES: Offer[] = Object.values(pageLinks).map(({ name, path }) => ({
  title: name,
  path,
}));

let sitemapPaths: Promise<Set<string>> | undefined;

/** Every page the built site lists in its sitemap (none when it has none, as in development). */
function sitePaths(): Promise<Set<string>> {
  const locations = async (url: string) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return [];
    const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
    return [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent?.trim() ?? '');
  };
  sitemapPaths ??= (async () => {
    const paths = new Set(SITE_PAGES.map((page) => page.path));
    try {
      for (const sitemap of await locations('/sitemap-index.xml')) {
        for (const loc of await locations(new URL(sitemap).pathname)) {
          if (URL.canParse(loc)) paths.add(pagePath(new URL(loc).pathname));
        }
      }
    } catch {
      // Without a sitemap the link list and the posts still decide.
    }
    return paths;
  })();
  return sitemapPaths;
}

/** Null when `path` is a page on the site; else why not. */
async function pageProblem(path: string): Promise<string | null> {
  if ((await sitePaths()).has(path)) return null;
  const slug = insightSlugOf(path);
  if (slug) {
    const { posts } = await adminApi.posts(`?slug=${encodeURIComponent(slug)}`);
    const post = posts[0];
    if (post?.status === 'published') return null;
    if (post) return BODY_LINK_MESSAGES.unpublished(post.title, path);
  }
  return BODY_LINK_MESSAGES.missing(path);
}

export function LinkDialog({ currentHref, hasSelection, onApply, onRemove, onClose }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [posts, setPosts] = useState<Offer[]>([]);
  const [href, setHref] = useState(currentHref);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    void sitePaths();
  }, []);

  useEffect(() => {
    let current = true;
    const search = query.trim();
    const timer = window.setTimeout(() => {
      adminApi.posts(`?status=published${search ? `&q=${encodeURIComponent(search)}` : ''}`).then(
        ({ posts: found }) =>
          current &&
          setPosts(found.map((post) => ({ title: post.title, path: `/insights/${post.slug}` }))),
        () => current && setPosts([]),
      );
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const offers = useMemo(() => {
    const words = query.trim().toLowerCase();
    const pages = SITE_PAGES.filter((page) => page.title.toLowerCase().includes(words));
    return [...pages, ...posts].slice(0, 12);
  }, [query, posts]);

  const choose = (offer: Offer) => {
    setHref(offer.path);
    if (!hasSelection && !text) setText(offer.title);
    setError('');
  };

  const apply = async () => {
    const link = bodyLink(href);
    if (link.kind === 'refused') {
      setError(link.message);
      return;
    }
    if (!hasSelection && !text.trim()) {
      setError('Write the text the link shows.');
      return;
    }
    if (link.kind === 'page') {
      setChecking(true);
      const problem = await pageProblem(link.path).catch(
        (caught: unknown) => (caught as Error).message,
      );
      setChecking(false);
      if (problem) {
        setError(problem);
        return;
      }
    }
    onApply({ href: link.href, text: text.trim() });
  };

  return (
    <EditorDialog
      title={currentHref ? 'Edit link' : 'Add a link'}
      onClose={onClose}
      onSubmit={() => void apply()}
      submitLabel="Apply link"
      busy={{ when: checking, label: 'Checking…' }}
      moreActions={
        currentHref && (
          <button type="button" className="btn-secondary px-4 py-2" onClick={onRemove}>
            Remove link
          </button>
        )
      }
    >
      <div>
        <label htmlFor={`${id}-find`} className="block font-medium text-ink">
          Find a page or post
        </label>
        <input
          id={`${id}-find`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <ul aria-label="Pages and posts" className="mt-2 max-h-64 space-y-1 overflow-y-auto">
          {offers.map((offer) => (
            <li key={offer.path}>
              <button
                type="button"
                aria-pressed={href === offer.path}
                onClick={() => choose(offer)}
                className={`w-full rounded-lg border px-3 py-1.5 text-left text-sm ${href === offer.path ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-700'}`}
              >
                <span className="font-medium text-ink">{offer.title}</span>{' '}
                <span className="text-slate-600">{offer.path}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor={`${id}-href`} className="block font-medium text-ink">
          Address
        </label>
        <input
          id={`${id}-href`}
          type="text"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-href-help${error ? ` ${id}-error` : ''}`}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p id={`${id}-href-help`} className="mt-1 text-sm text-slate-600">
          A page on this site starts with / (such as /pricing); another site with https://.
        </p>
      </div>
      {!hasSelection && (
        <div>
          <label htmlFor={`${id}-text`} className="block font-medium text-ink">
            Link text
          </label>
          <input
            id={`${id}-text`}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </EditorDialog>
  );
}
