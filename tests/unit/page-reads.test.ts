import { describe, expect, it } from 'vitest';
import {
  buildSource,
  currentDigest,
  digestOf,
  keyedBuildSource,
  readsOf,
  startRenderPass,
  NotComparableError,
} from '#lib/publishing/page-reads.ts';
import { changedReads, planRender } from '#lib/publishing/incremental-plan.ts';
import {
  decodePageReads,
  encodePageReads,
  RENDER_STATE_VERSION,
  type PageReadsFile,
  type RenderedPath,
} from '#lib/publishing/render-state.ts';

describe('digestOf', () => {
  const equal: [string, unknown, unknown][] = [
    ['key order does not matter', { a: 1, b: 'x' }, { b: 'x', a: 1 }],
    ['an undefined field is no field', { a: 1, b: undefined }, { a: 1 }],
    ['dates by their time', new Date('2026-01-01T00:00:00Z'), new Date(Date.UTC(2026, 0, 1))],
    [
      'nested',
      { posts: [{ slug: 'a', tags: new Set(['x']) }] },
      { posts: [{ slug: 'a', tags: new Set(['x']) }] },
    ],
    ['maps by entries', new Map([['a', 1]]), new Map([['a', 1]])],
    ['long strings', 'x'.repeat(500), 'x'.repeat(500)],
  ];
  it.each(equal)('equal data, equal digest: %s', (_name, a, b) => {
    expect(digestOf(a)).toBe(digestOf(b));
  });

  const different: [string, unknown, unknown][] = [
    ['a changed field', { title: 'A' }, { title: 'B' }],
    ['order in an array', [1, 2], [2, 1]],
    ['a number and its text', 1, '1'],
    ['null and undefined', null, undefined],
    ['a date a second later', new Date(0), new Date(1000)],
    ['an array and an object with the same entries', ['a'], { 0: 'a' }],
    ['long strings differing at the end', `${'x'.repeat(500)}a`, `${'x'.repeat(500)}b`],
    ['a key holding a separator', { 'a|b': 1 }, { a: 1, b: 1 }],
  ];
  it.each(different)('different data, different digest: %s', (_name, a, b) => {
    expect(digestOf(a)).not.toBe(digestOf(b));
  });

  it('refuses what it cannot compare between builds', () => {
    expect(() => digestOf({ render: () => 'x' })).toThrow(NotComparableError);
    expect(() => digestOf(new (class Thing {})())).toThrow(NotComparableError);
  });
});

describe('build sources and the reads a page records', () => {
  it('loads once per pass, records each read in the page rendering, and nothing outside one', async () => {
    let loads = 0;
    let title = 'First';
    const posts = buildSource('test:posts', () => {
      loads += 1;
      return Promise.resolve({ title });
    });
    startRenderPass();
    await posts(); // outside any page: getStaticPaths
    const { reads } = await readsOf(async () => {
      await posts();
      return 'html';
    });
    expect(loads).toBe(1);
    expect([...reads.keys()]).toEqual(['test:posts']);
    expect(reads.get('test:posts')).toBe(digestOf({ title: 'First' }));

    title = 'Second';
    expect(await currentDigest('test:posts')).toBe(digestOf({ title: 'First' }));
    startRenderPass();
    expect(await currentDigest('test:posts')).toBe(digestOf({ title: 'Second' }));
    expect(loads).toBe(2);
  });

  it('records a keyed source by the part read', async () => {
    const documents = keyedBuildSource(
      'test:page',
      () => Promise.resolve(new Map([['home', { headline: 'Hi' }]])),
      (whole, key) => whole.get(key),
    );
    startRenderPass();
    const { reads } = await readsOf(() => documents('home'));
    expect([...reads.entries()]).toEqual([['test:page:home', digestOf({ headline: 'Hi' })]]);
    expect(await currentDigest('test:page:home')).toBe(digestOf({ headline: 'Hi' }));
    expect(await currentDigest('test:page:gone')).toBe(digestOf(undefined));
  });

  it('has no digest for a source the code no longer has, or one that fails', async () => {
    buildSource('test:failing', () => Promise.reject(new Error('database down')));
    startRenderPass();
    expect(await currentDigest('test:no-such-source')).toBeNull();
    expect(await currentDigest('test:failing')).toBeNull();
  });

  it('keeps the reads of pages rendering side by side apart', async () => {
    const a = buildSource('test:a', () => Promise.resolve('a'));
    const b = buildSource('test:b', () => Promise.resolve('b'));
    startRenderPass();
    const [first, second] = await Promise.all([
      readsOf(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return a();
      }),
      readsOf(() => b()),
    ]);
    expect([...first.reads.keys()]).toEqual(['test:a']);
    expect([...second.reads.keys()]).toEqual(['test:b']);
  });
});

const livePath = (pathname: string, reads: string[], props = 'p'): RenderedPath => ({
  pathname,
  component: `src/pages${pathname}.astro`,
  route: pathname,
  type: 'page',
  file: `${pathname.slice(1)}.html`,
  props,
  reads,
});
const passPath = (pathname: string, props = 'p') => ({
  pathname,
  component: `src/pages${pathname}.astro`,
  props,
});

describe('planRender', () => {
  const live = {
    paths: [
      livePath('/home', ['page:home', 'page:site']),
      livePath('/pricing', ['page:pricing', 'page:site']),
      livePath('/insights/a', ['page:site'], 'a1'),
      livePath('/insights/gone', ['page:site']),
    ],
  };

  const cases: [string, ReturnType<typeof passPath>[], string[], string[], string[]][] = [
    [
      'nothing changed: every page kept',
      [
        passPath('/home'),
        passPath('/pricing'),
        passPath('/insights/a', 'a1'),
        passPath('/insights/gone'),
      ],
      [],
      [],
      [],
    ],
    [
      'a page document read by one page',
      [
        passPath('/home'),
        passPath('/pricing'),
        passPath('/insights/a', 'a1'),
        passPath('/insights/gone'),
      ],
      ['page:pricing'],
      ['/pricing'],
      [],
    ],
    [
      'copy every page reads',
      [
        passPath('/home'),
        passPath('/pricing'),
        passPath('/insights/a', 'a1'),
        passPath('/insights/gone'),
      ],
      ['page:site'],
      ['/home', '/pricing', '/insights/a', '/insights/gone'],
      [],
    ],
    [
      'a post edited (its props), one deleted, one new',
      [
        passPath('/home'),
        passPath('/pricing'),
        passPath('/insights/a', 'a2'),
        passPath('/insights/new'),
      ],
      [],
      ['/insights/a', '/insights/new'],
      ['/insights/gone'],
    ],
  ];
  it.each(cases)('%s', (_name, pass, changed, render, removed) => {
    const plan = planRender(live, pass, new Set(changed));
    expect(plan.render.map((path) => path.pathname)).toEqual(render);
    expect(plan.removed.map((path) => path.pathname)).toEqual(removed);
    expect(plan.keep.length + plan.render.length).toBe(pass.length);
  });

  it('renders a path again when another route now answers it', () => {
    const plan = planRender(
      live,
      [{ ...passPath('/home'), component: 'src/pages/index.astro' }],
      new Set(),
    );
    expect(plan.render.map((path) => path.pathname)).toEqual(['/home']);
  });
});

describe('changedReads', () => {
  it('names the sources whose digest differs, is gone or cannot be had', () => {
    const now = new Map<string, string | null>([
      ['same', 'd1'],
      ['edited', 'd3'],
      ['failed', null],
    ]);
    expect([...changedReads({ same: 'd1', edited: 'd2', failed: 'd4', gone: 'd5' }, now)]).toEqual([
      'edited',
      'failed',
      'gone',
    ]);
  });
});

describe('the page reads file', () => {
  const state: PageReadsFile = {
    version: RENDER_STATE_VERSION,
    paths: [
      livePath('/insights/a', ['page:insights', 'page:site'], 'a1'),
      livePath('/insights/b', ['page:insights', 'page:site'], 'b1'),
      { ...livePath('/rss.xml', ['insights']), type: 'endpoint' as const, file: 'rss.xml' },
    ],
    digests: { 'page:insights': 'd1', 'page:site': 'd2', insights: 'd3' },
  };

  it('reads back what it wrote, naming each route and list of reads once', () => {
    const text = encodePageReads(state);
    expect(decodePageReads(text)).toEqual(state);
    expect(text.match(/page:insights/g)).toHaveLength(2); // one list of reads, one digest
  });

  it.each([
    ['not JSON', 'page reads'],
    ['an older version', JSON.stringify({ version: 1, paths: [], digests: {} })],
    [
      'a path naming a route that is not there',
      JSON.stringify({
        version: RENDER_STATE_VERSION,
        routes: [],
        readSets: [[]],
        paths: [['/a', 0, 'a.html', 'p', 0]],
        digests: {},
      }),
    ],
    [
      'a digest that is not text',
      JSON.stringify({
        version: RENDER_STATE_VERSION,
        routes: [],
        readSets: [],
        paths: [],
        digests: { a: 1 },
      }),
    ],
  ])('refuses %s', (_name, text) => {
    expect(decodePageReads(text)).toBeNull();
  });
});
