/**
 * The site search dialog. Imported on first use only (header button, `/`, Ctrl/⌘-K): until then the
 * page loads neither this module nor Pagefind's script, WebAssembly or index. The input is an ARIA
 * combobox whose results are a listbox; arrows move the active option, Enter opens it, Escape closes.
 * Each option is a real link (`<a role="option" href>`, out of the tab order: the input keeps the
 * focus), so a result can also be middle-clicked, opened in a new tab or copied as a link.
 */
// As a URL, not a CSS import: Astro would link an imported stylesheet from every page.
import stylesUrl from './search-dialog.css?url';
import { excerptParts } from '#lib/search/excerpt.ts';
import { nextActive } from '#lib/search/listbox-keys.ts';

/** Pagefind's browser script, written by the build next to its index. */
export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
export const MAX_RESULTS = 8;
const DEBOUNCE_MS = 120;

export const SEARCH_TEXT = {
  label: 'Search the site',
  placeholder: 'Search services, insights, locations…',
  hint: 'Type to search. Use the arrow keys to choose a result and Enter to open it.',
  searching: 'Searching…',
  empty: (query: string) => `No results for “${query}”. Try another word, or browse the sections.`,
  error: 'Search is unavailable right now. Browse the main sections instead.',
  browse: 'Browse all sections',
  count: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
  close: 'Close search',
} as const;

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: Record<string, unknown>,
    timeout?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** What the dialog shows, also exposed as its data-state for tests and styling. */
type SearchState = 'idle' | 'searching' | 'results' | 'empty' | 'error';

let pagefind: Promise<PagefindApi> | undefined;

function loadPagefind(): Promise<PagefindApi> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<PagefindApi>).then(
    async (api) => {
      // On the main thread the page's own CSP (with 'wasm-unsafe-eval') applies; a worker script would
      // run under the strict policy every non-page response carries.
      await api.options({ excerptLength: 24, noWorker: true });
      await api.init();
      return api;
    },
  );
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

interface SearchUi {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  status: HTMLElement;
  list: HTMLUListElement;
  browse: HTMLAnchorElement;
}

function buildDialog(): SearchUi {
  const dialog = element('dialog', {
    'aria-labelledby': 'site-search-label',
    class: 'site-search',
    'data-site-search': '',
  });
  const form = element('form', {
    role: 'search',
    action: '/search',
    method: 'get',
    class: 'site-search-form',
  });
  const label = element(
    'label',
    { id: 'site-search-label', for: 'site-search-input', class: 'sr-only' },
    SEARCH_TEXT.label,
  );
  const input = element('input', {
    id: 'site-search-input',
    name: 'q',
    type: 'search',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': 'site-search-results',
    'aria-autocomplete': 'list',
    'aria-describedby': 'site-search-hint',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: SEARCH_TEXT.placeholder,
    class: 'site-search-input',
  });
  const close = element(
    'button',
    {
      type: 'button',
      class: 'site-search-close',
    },
    'Esc',
  );
  close.setAttribute('aria-label', SEARCH_TEXT.close);
  form.append(label, input, close);

  const hint = element('p', { id: 'site-search-hint', class: 'sr-only' }, SEARCH_TEXT.hint);
  const status = element('p', {
    role: 'status',
    'aria-live': 'polite',
    class: 'site-search-status',
    'data-search-status': '',
  });
  const list = element('ul', {
    id: 'site-search-results',
    role: 'listbox',
    'aria-label': 'Search results',
    class: 'site-search-list',
  });
  const browse = element(
    'a',
    { href: '/search', class: 'site-search-browse', hidden: '' },
    SEARCH_TEXT.browse,
  );
  const footer = element('div');
  footer.append(status, browse);
  dialog.append(form, hint, footer, list);

  form.addEventListener('submit', (event) => event.preventDefault());
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the panel) closes, like Escape.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  document.body.append(dialog);
  return { dialog, input, status, list, browse };
}

function renderOption(result: PagefindResultData, index: number): HTMLLIElement {
  const item = element('li', { role: 'presentation' });
  const option = element('a', {
    id: `site-search-option-${index}`,
    role: 'option',
    href: result.url,
    tabindex: '-1',
    'aria-selected': 'false',
    'data-url': result.url,
    class: 'site-search-option',
  });
  const head = element('span', { class: 'site-search-option-head' });
  head.append(
    element('span', { class: 'site-search-title' }, result.meta.title ?? result.url),
    element('span', { class: 'site-search-section' }, result.meta.section ?? 'Page'),
  );
  const excerpt = element('span', { class: 'site-search-excerpt' });
  for (const part of excerptParts(result.excerpt)) {
    excerpt.append(
      part.marked ? element('mark', {}, part.text) : document.createTextNode(part.text),
    );
  }
  option.append(head, excerpt);
  item.append(option);
  return item;
}

function createSearch(): { open(query?: string): void } {
  const ui = buildDialog();
  let active = -1;
  let latest = 0;

  const options = () => [...ui.list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
  const setActive = (next: number) => {
    active = next;
    options().forEach((option, i) => option.setAttribute('aria-selected', String(i === next)));
    const current = options()[next];
    if (current) {
      ui.input.setAttribute('aria-activedescendant', current.id);
      current.scrollIntoView({ block: 'nearest' });
    } else ui.input.removeAttribute('aria-activedescendant');
  };
  const show = (state: SearchState, message: string, results: PagefindResultData[] = []) => {
    ui.dialog.dataset.state = state;
    ui.status.textContent = message;
    ui.list.replaceChildren(...results.map(renderOption));
    ui.input.setAttribute('aria-expanded', String(results.length > 0));
    ui.browse.hidden = state !== 'empty' && state !== 'error';
    setActive(-1);
  };

  const run = async (query: string) => {
    const ticket = ++latest;
    const trimmed = query.trim();
    if (!trimmed) {
      show('idle', '');
      return;
    }
    ui.dialog.dataset.state = 'searching';
    ui.status.textContent = SEARCH_TEXT.searching;
    try {
      const api = await loadPagefind();
      const search = await api.debouncedSearch(trimmed, {}, DEBOUNCE_MS);
      if (search === null || ticket !== latest) return;
      const results = await Promise.all(
        search.results.slice(0, MAX_RESULTS).map((result) => result.data()),
      );
      if (ticket !== latest) return;
      if (results.length === 0) show('empty', SEARCH_TEXT.empty(trimmed));
      else show('results', SEARCH_TEXT.count(search.results.length), results);
    } catch (error) {
      if (ticket !== latest) return;
      console.error('Site search failed', error);
      show('error', SEARCH_TEXT.error);
    }
  };

  const go = (option: HTMLElement | undefined) => {
    const url = option?.dataset.url;
    if (!url) return;
    ui.dialog.close();
    window.location.assign(url);
  };

  ui.input.addEventListener('input', () => void run(ui.input.value));
  ui.input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      go(options()[active] ?? options()[0]);
      return;
    }
    const next = nextActive(event.key, active, options().length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  });
  // A plain click follows the link and closes the dialog behind it (so Back does not return to it);
  // a middle or modified click opens a tab and leaves the search as it was.
  ui.list.addEventListener('click', (event) => {
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (event.button === 0 && !modified) ui.dialog.close();
  });

  return {
    open(query) {
      if (!ui.dialog.open) ui.dialog.showModal();
      if (query !== undefined && query !== ui.input.value) {
        ui.input.value = query;
        void run(query);
      }
      ui.input.focus();
      ui.input.select();
      // Start fetching Pagefind while the visitor types the first word.
      loadPagefind().catch(() => {});
    },
  };
}

let search: Promise<ReturnType<typeof createSearch>> | undefined;

/** Resolves once the dialog's stylesheet has loaded (or failed: the dialog still works unstyled). */
function loadStyles(): Promise<void> {
  return new Promise((resolve) => {
    const link = element('link', { rel: 'stylesheet', href: stylesUrl });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** Opens the search dialog, creating it on first use; `query` fills the input and searches. */
export async function openSearch(query?: string): Promise<void> {
  search ??= loadStyles().then(createSearch);
  (await search).open(query);
}
