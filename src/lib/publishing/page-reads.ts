/**
 * What each pre-rendered page read while it rendered, so that a content change renders again only the
 * pages whose reads changed (docs/ARCHITECTURE.md, "Build and publish").
 *
 * The loaders in `src/data/` read the database through build sources: each is loaded once per render
 * pass and shared by every page, and each call made while a page renders records the source's key and
 * a digest of what it returned as one of that page's reads. A dynamic route's page also depends on
 * the props its `getStaticPaths` gave it, digested the same way. The next pass loads the same sources
 * again, and a page whose reads and props all have the same digests would render the same bytes.
 *
 * The state lives on `globalThis`: the build's integrations, Astro's pre-render bundle and the Node
 * server are separate module graphs in one process, and all must see the same pass and scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hash } from 'node:crypto';
import { processSingleton } from '#lib/runtime/process-singleton.ts';

/** One page's reads: each source key with the digest of what it returned. */
export type Reads = Map<string, string>;

type Load = () => Promise<unknown>;

interface PageReadsState {
  scope: AsyncLocalStorage<Reads>;
  /** Bumped before each render pass: every source loads again. */
  pass: number;
  /** Every source by name, and every keyed source by its prefix, to load one again by key. */
  sources: Map<string, Load>;
  keyedSources: Map<string, (key: string) => Promise<unknown>>;
}

const state = processSingleton<PageReadsState>('northbeam.pageReads', () => ({
  scope: new AsyncLocalStorage<Reads>(),
  pass: 0,
  sources: new Map(),
  keyedSources: new Map(),
}));

/** Digests of the larger objects, so a post shared by many pages' props is digested once per pass. */
const digests = new WeakMap<object, string>();

export class NotComparableError extends Error {}

/**
 * An encoding longer than this is replaced by its hash: small objects (a card, a link) stay as text,
 * so ten thousand posts' pages cost a hash per post rather than one per nested object.
 */
const HASHED_FROM = 128;

const hashed = (text: string): string =>
  text.length > HASHED_FROM ? `#${hash('sha1', text, 'base64url')}` : text;

/**
 * A digest of a value a page read: equal for equal data, whatever object holds it (object keys in
 * any order), and different for different data. It is the value written out (strings quoted as in
 * JSON, so no text can pass for structure), with any part longer than `HASHED_FROM` characters
 * replaced by `#` and its hash. Plain objects, arrays, Maps, Sets, Dates and primitives only; anything
 * else (a function, a class instance) cannot be compared between passes and throws
 * `NotComparableError`.
 */
export function digestOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return hashed(JSON.stringify(value));
    case 'number':
      return `n${value}`;
    case 'boolean':
      return value ? 't' : 'f';
    case 'bigint':
      return `b${value}`;
    case 'undefined':
      return 'u';
    case 'object':
      return value === null ? 'N' : objectDigest(value);
    default:
      throw new NotComparableError(`a ${typeof value} cannot be compared between builds`);
  }
}

function objectDigest(value: object): string {
  const known = digests.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (value instanceof Date) {
    text = `D${value.getTime()}`;
  } else if (Array.isArray(value)) {
    text = `[${value.map(digestOf).join(',')}]`;
  } else if (value instanceof Map) {
    text = `M[${[...value].map(([key, item]) => `${digestOf(key)}:${digestOf(item)}`).join(',')}]`;
  } else if (value instanceof Set) {
    text = `S[${[...value].map(digestOf).join(',')}]`;
  } else if (isPlainObject(value)) {
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) parts.push(`${JSON.stringify(key)}:${digestOf(item)}`);
    }
    text = `{${parts.join(',')}}`;
  } else {
    throw new NotComparableError(
      `a ${value.constructor?.name ?? 'value'} cannot be compared between builds`,
    );
  }
  const digest = hashed(text);
  if (digest !== text) digests.set(value, digest);
  return digest;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Records a read in the page rendering now (nothing outside a page's render). */
function record(key: string, value: unknown): void {
  const reads = state.get().scope.getStore();
  if (reads) reads.set(key, digestOf(value));
}

function memoizedPerPass<T>(load: () => Promise<T>): () => Promise<T> {
  let held: { pass: number; value: Promise<T> } | undefined;
  return () => {
    const pass = state.get().pass;
    if (held?.pass !== pass) {
      const value = load();
      held = { pass, value };
      // A failed load is not kept: the next call (or pass) tries again.
      value.catch(() => {
        if (held?.value === value) held = undefined;
      });
    }
    return held.value;
  };
}

/**
 * A build-wide source: `load` runs once per render pass, and every call made while a page renders
 * records `name` among that page's reads.
 */
export function buildSource<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  const get = memoizedPerPass(load);
  state.get().sources.set(name, get);
  return async () => {
    const value = await get();
    record(name, value);
    return value;
  };
}

/**
 * A source read in parts (one page document of all of them): `select` picks a part from the loaded
 * whole, and a page's read records `name:key`, so a page depends on the parts it read, not the whole.
 */
export function keyedBuildSource<W, T>(
  name: string,
  load: () => Promise<W>,
  select: (whole: W, key: string) => T,
): (key: string) => Promise<T> {
  const get = memoizedPerPass(load);
  const part = async (key: string) => select(await get(), key);
  state.get().keyedSources.set(name, part);
  return async (key) => {
    const value = await part(key);
    record(`${name}:${key}`, value);
    return value;
  };
}

/** Starts a render pass: every source loads again on its next read. */
export function startRenderPass(): void {
  state.get().pass += 1;
}

/** Runs one page's render and returns what it read along with its result. */
export async function readsOf<T>(render: () => Promise<T>): Promise<{ result: T; reads: Reads }> {
  const reads: Reads = new Map();
  const result = await state.get().scope.run(reads, render);
  return { result, reads };
}

/**
 * The digest a source key has in the current pass, loading it if need be; null when it has none to
 * compare: no source of that name exists (the code changed since the key was recorded), its value
 * cannot be digested, or it fails to load (the pages that read it render again, and say why).
 */
export async function currentDigest(key: string): Promise<string | null> {
  const { sources, keyedSources } = state.get();
  try {
    const whole = sources.get(key);
    if (whole) return digestOf(await whole());
    for (const [name, part] of keyedSources) {
      if (key.startsWith(`${name}:`)) return digestOf(await part(key.slice(name.length + 1)));
    }
    return null;
  } catch {
    return null;
  }
}
