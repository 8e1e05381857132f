/**
 * The site search dialog. Imported on first use only (header button, `/`, Ctrl/⌘-K): until then the
 * page loads neither this module nor Pagefind's script, WebAssembly or index. The input is an ARIA
 * combobox whose results are a listbox; arrows move the active option, Enter opens it, Escape closes.
 */
import { excerptParts } from '../../lib/search/excerpt.ts';
import { nextActive } from '../../lib/search/keys.ts';

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
    class:
      'm-0 mx-auto mt-[8vh] w-[min(40rem,calc(100vw-2rem))] max-h-[80vh] overflow-hidden rounded-2xl border border-slate-200 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50',
    'data-site-search': '',
  });
  const form = element('form', {
    role: 'search',
    action: '/search',
    method: 'get',
    class: 'flex items-center gap-2 border-b border-slate-200 p-3',
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
    class:
      'min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700',
  });
  const close = element(
    'button',
    {
      type: 'button',
      class: 'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100',
    },
    'Esc',
  );
  close.setAttribute('aria-label', SEARCH_TEXT.close);
  form.append(label, input, close);

  const hint = element('p', { id: 'site-search-hint', class: 'sr-only' }, SEARCH_TEXT.hint);
  const status = element('p', {
    role: 'status',
    'aria-live': 'polite',
    class: 'px-4 pt-3 text-sm text-slate-600 empty:hidden',
    'data-search-status': '',
  });
  const list = element('ul', {
    id: 'site-search-results',
    role: 'listbox',
    'aria-label': 'Search results',
    class: 'max-h-[60vh] overflow-y-auto p-2 empty:hidden',
  });
  const browse = element(
    'a',
    { href: '/search', class: 'link hidden px-4 pb-4 text-sm' },
    SEARCH_TEXT.browse,
  );
  const footer = element('div', { class: 'pb-1' });
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
  const option = element('li', {
    id: `site-search-option-${index}`,
    role: 'option',
    'aria-selected': 'false',
    'data-url': result.url,
    class:
      'cursor-pointer rounded-xl px-3 py-2 hover:bg-brand-50 aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:outline-brand-700',
  });
  const head = element('span', { class: 'flex items-baseline justify-between gap-3' });
  head.append(
    element('span', { class: 'font-semibold text-ink' }, result.meta.title ?? result.url),
    element(
      'span',
      {
        class: 'shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700',
      },
      result.meta.section ?? 'Page',
    ),
  );
  const excerpt = element('span', { class: 'mt-1 block text-sm text-slate-700' });
  for (const part of excerptParts(result.excerpt)) {
    excerpt.append(
      part.marked
        ? element('mark', { class: 'rounded bg-amber-100 px-0.5 text-ink' }, part.text)
        : document.createTextNode(part.text),
    );
  }
  option.append(head, excerpt);
  return option;
}

function createSearch(): { open(query?: string): void } {
  const ui = buildDialog();
  let active = -1;
  let latest = 0;

  const options = () => [...ui.list.querySelectorAll<HTMLLIElement>('[role="option"]')];
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
    ui.browse.classList.toggle('hidden', state !== 'empty' && state !== 'error');
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
  ui.list.addEventListener('click', (event) => {
    if (event.target instanceof Element)
      go(event.target.closest<HTMLElement>('[role="option"]') ?? undefined);
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

let search: ReturnType<typeof createSearch> | undefined;

/** Opens the search dialog, creating it on first use; `query` fills the input and searches. */
export function openSearch(query?: string): void {
  search ??= createSearch();
  search.open(query);
}
