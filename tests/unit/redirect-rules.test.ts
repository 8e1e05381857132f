/**
 * The redirect rules of docs/redirects.md: what a source and a target may be, how chains collapse
 * and loops are refused, how a request is matched (query rules on both servers), and the lines a
 * Netlify build writes.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseSource,
  parseTarget,
  planRedirect,
  planRedirectBatch,
  sourceText,
  type RuleShape,
} from '#lib/redirects/rules.ts';
import { redirectTable, type ServedRedirect } from '#lib/redirects/match.ts';
import { netlifyRedirectLines } from '#lib/redirects/netlify.ts';
import { RESERVED_PREFIXES, STATIC_PAGES } from '#lib/redirects/live-pages.ts';
import { isAllowedLink, linkTarget } from '#lib/text/link-target.ts';
import type { RedirectCsvError } from '#lib/redirects/csv.ts';
import { readRedirectCsv } from '#lib/redirects/csv.ts';

describe('a source', () => {
  it.each([
    ['/2019/05/old-post/', '/2019/05/old-post'],
    ['/2019/05/old-post', '/2019/05/old-post'],
    ['https://old.example.com/2019/05/old-post/', '/2019/05/old-post'],
    ['/?p=123', '/?p=123'],
    ['https://old.example.com/?p=123', '/?p=123'],
    ['/?p=123&utm_source=x', '/?p=123&utm_source=x'],
    ['/?utm_source=x&p=123', '/?p=123&utm_source=x'],
    ['/?feed', '/?feed'],
    ['/services/it-support/', '/services/it-support'],
    ['/caf%c3%a9/', '/caf%C3%A9'],
    ['/café/', '/caf%C3%A9'],
    ['/old page', null],
    ['  /padded/  ', '/padded'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['evil.example/x', null],
    ['/x#top', null],
    ['', null],
    [`/${'a'.repeat(500)}`, null],
  ])('%j is kept as %j', (input, expected) => {
    const result = parseSource(input);
    expect(result.ok ? sourceText(result.value) : null).toBe(expected);
  });
});

describe('a target', () => {
  it.each([
    ['/insights/new-post', '/insights/new-post'],
    ['/contact?from=old-site#form', '/contact?from=old-site#form'],
    ['/rss.xml', '/rss.xml'],
    ['/café', '/caf%C3%A9'],
    ['https://partner.example.com/page', 'https://partner.example.com/page'],
    ['http://partner.example.com/page', null],
    ['https://user:pass@partner.example.com/', null],
    ['https://127.0.0.1/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/a b', null],
    ['', null],
  ])('%j is stored as %j', (input, expected) => {
    const result = parseTarget(input);
    expect(result.ok ? result.value : null).toBe(expected);
  });

  // One rule of where a link may lead (src/lib/text/link-target.ts): a redirect takes a page's path
  // or an https address exactly when a link field that may leave the site does.
  it.each([
    ['/compliance', 'site'],
    ['/insights/patching-explained', 'site'],
    ['https://partner.example.com/page', 'https'],
    ['http://partner.example.com/page', 'http'],
    ['https://user:pass@partner.example.com/', null],
    ['https://127.0.0.1/', null],
    ['https://[::1]/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['javascript:alert(1)', null],
    ['compliance', null],
  ])('%j leads to %j, for a redirect and a link field alike', (href, target) => {
    expect(linkTarget(href)).toBe(target);
    expect(parseTarget(href).ok).toBe(isAllowedLink(href, 'site-or-https'));
  });
});

describe('planning a redirect', () => {
  const rules: RuleShape[] = [
    { id: 'b', path: '/b', query: '', to: '/c' },
    { id: 'x', path: '/x', query: '', to: '/a' },
    { id: 'p', path: '/', query: 'p=1', to: '/insights/one' },
  ];
  const moved = new Map([['/insights/old', '/insights/new']]);
  const plan = (from: string, to: string, id: string | null = null) => {
    const source = parseSource(from);
    if (!source.ok) throw new Error(source.message);
    return planRedirect(rules, { id, source: source.value, to }, moved);
  };

  it.each([
    // from, to, stored target, collapsed through, alsoChanged
    ['/a', '/d', '/d', [], ['/x']],
    ['/a', '/b', '/c', ['/b'], ['/x']],
    ['/a', '/b?utm=1', '/c', ['/b'], ['/x']],
    ['/a', '/insights/old', '/insights/new', ['/insights/old'], ['/x']],
    ['/n', 'https://partner.example.com/', 'https://partner.example.com/', [], []],
    ['/?p=2', '/', '/', [], []],
  ])('%s → %s is saved as → %s', (from, to, stored, via, alsoChanged) => {
    const result = plan(from, to);
    expect(result).toMatchObject({ ok: true, to: stored, via });
    expect(result.ok && result.leadingHere.map((rule) => rule.from)).toEqual(alsoChanged);
  });

  it.each([
    ['/c', '/b', 'loop', 'That would make a loop: /c → /b → /c.'],
    ['/a', '/a', 'loop', 'That would make a loop: /a → /a.'],
    ['/a', '/a?x=1', 'loop', 'That would make a loop: /a → /a.'],
    ['/a', '/x', 'loop', 'That would make a loop: /a → /x → /a.'],
    ['/b/', '/z', 'duplicate', '/b already redirects to /c. Edit that redirect instead.'],
    [
      '/?p=1',
      '/z',
      'duplicate',
      '/?p=1 already redirects to /insights/one. Edit that redirect instead.',
    ],
    [
      '/insights/old',
      '/z',
      'duplicate',
      '/insights/old is the old address of a renamed page and already redirects to /insights/new.',
    ],
  ])('%s → %s is refused (%s)', (from, to, reason, message) => {
    expect(plan(from, to)).toEqual({ ok: false, reason, message });
  });

  it('lets a rule keep its own source when it is edited', () => {
    expect(plan('/b', '/e', 'b')).toMatchObject({ ok: true, to: '/e' });
  });
});

describe('planning a whole CSV at once', () => {
  const kept: RuleShape[] = [
    { id: 'b', path: '/b', query: '', to: '/c' },
    { id: 'x', path: '/x', query: '', to: '/a' },
  ];
  const moved = new Map([['/insights/old', '/insights/new']]);
  const row = (line: number, from: string, to: string) => {
    const source = parseSource(from);
    if (!source.ok) throw new Error(source.message);
    return { line, source: source.value, to };
  };

  it('collapses every chain, through kept rules, renamed pages and the CSV’s own rows', () => {
    const plan = planRedirectBatch(
      kept,
      [row(2, '/a', '/b'), row(3, '/m', '/insights/old'), row(4, '/c', '/d'), row(5, '/d', '/e')],
      moved,
    );
    expect(plan).toEqual({
      ok: true,
      ends: ['/e', '/insights/new', '/e', '/e'],
      // /b led to /c and /x to /a: both now lead straight to the end.
      repointed: [
        { id: 'b', to: '/e' },
        { id: 'x', to: '/e' },
      ],
    });
  });

  it('takes the place of a kept rule with the same source', () => {
    expect(planRedirectBatch(kept, [row(2, '/b/', '/z')])).toEqual({
      ok: true,
      ends: ['/z'],
      repointed: [],
    });
  });

  it('plans a chain of 5,000 rows, each to where the chain ends', () => {
    const rows = Array.from({ length: 5_000 }, (_, n) => row(n + 2, `/a${n}`, `/a${n + 1}`));
    const plan = planRedirectBatch([], rows);
    expect(plan.ok && new Set(plan.ends)).toEqual(new Set(['/a5000']));
  });

  it.each([
    [[row(2, '/p', '/q'), row(3, '/q', '/p')], 3, 'That would make a loop: /q → /p → /q.'],
    [[row(2, '/p', '/p?x=1')], 2, 'That would make a loop: /p → /p.'],
    [
      [row(2, '/c', '/x'), row(3, '/a', '/b')],
      3,
      'That would make a loop: /a → /b → /c → /x → /a.',
    ],
    [
      [row(2, '/insights/old', '/z')],
      2,
      '/insights/old is the old address of a renamed page and already redirects to /insights/new.',
    ],
  ])('refuses a loop or a renamed page’s address, on its line (%#)', (rows, line, message) => {
    expect(planRedirectBatch(kept, rows, moved)).toEqual({
      ok: false,
      problems: [{ line, message }],
    });
  });

  it('ends where saving the rows one by one ends (random CSVs of new sources)', () => {
    // New sources only: a row that replaces a kept rule's target is read with the CSV's other rows
    // (/b → /a over /b → /c beside /a → /b is a loop), where one by one it met /a already collapsed.
    const source = fc.constantFrom('/a', '/c', '/d', '/e', '/f', '/g');
    const address = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/f', '/g', '/x', '/b?q=1');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(source, address), { selector: ([from]) => from, maxLength: 6 }),
        (pairs) => {
          const rows = pairs.map(([from, to], n) => row(n + 2, from, to));
          // One by one, as the CSV import saved them before: each plan against the rules so far.
          const rules = kept.map((rule) => ({ ...rule }));
          let refused = false;
          for (const { source, to } of rows) {
            const existing = rules.find((rule) => sourceText(rule) === sourceText(source));
            const plan = planRedirect(rules, { id: existing?.id ?? null, source, to }, moved);
            if (!plan.ok) {
              refused = true;
              break;
            }
            for (const rule of rules)
              if (plan.leadingHere.some((r) => r.id === rule.id)) rule.to = plan.to;
            if (existing) existing.to = plan.to;
            else rules.push({ id: sourceText(source), ...source, to: plan.to });
          }
          const batch = planRedirectBatch(kept, rows, moved);
          expect(batch.ok).toBe(!refused);
          if (!batch.ok || refused) return;
          const ends = new Map(kept.map((rule) => [sourceText(rule), rule.to]));
          for (const { id, to } of batch.repointed)
            ends.set(sourceText(kept.find((r) => r.id === id)!), to);
          rows.forEach((r, n) => ends.set(sourceText(r.source), batch.ends[n]!));
          expect(ends).toEqual(new Map(rules.map((rule) => [sourceText(rule), rule.to])));
        },
      ),
      { seed: 43, numRuns: 500 },
    );
  });
});

describe('matching a request', () => {
  const rules: ServedRedirect[] = [
    { id: '1', path: '/', query: 'p=123', to: '/insights/one', status: 301 },
    { id: '2', path: '/', query: 'attachment_id=45', to: '/media/x/1600.webp', status: 301 },
    { id: '3', path: '/', query: 'p=124&x=1', to: '/insights/two', status: 302 },
    { id: '4', path: '/2019/05/old-post', query: '', to: '/insights/old-post', status: 301 },
    { id: '5', path: '/caf%C3%A9', query: '', to: '/insights/cafe#top', status: 301 },
    { id: '6', path: '/old-section', query: '', to: '/contact?from=old', status: 302 },
  ];
  const table = redirectTable(rules);

  it.each([
    ['/', '?p=123', '1', '/insights/one?p=123'],
    ['/', '?utm_source=mail&p=123', '1', '/insights/one?utm_source=mail&p=123'],
    ['/', '?p=1234', null, null],
    ['/', '', null, null],
    ['/', '?attachment_id=45', '2', '/media/x/1600.webp?attachment_id=45'],
    ['/', '?x=1&p=124', '3', '/insights/two?x=1&p=124'],
    ['/', '?p=124', null, null],
    ['/2019/05/old-post/', '', '4', '/insights/old-post'],
    ['/2019/05/old-post', '?ref=x', '4', '/insights/old-post?ref=x'],
    ['/2019/05/OLD-POST', '', null, null],
    ['/caf%C3%A9/', '?a=1', '5', '/insights/cafe?a=1#top'],
    ['/old-section', '?a=1', '6', '/contact?from=old'],
  ])('%s%s → rule %s, Location %s', (path, search, id, location) => {
    const match = table.match(path, search);
    expect(match?.rule.id ?? null).toBe(id);
    expect(match?.location ?? null).toBe(location);
  });

  it('never throws on what a client may send, and a match always has a safe Location', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (path, search) => {
        const match = table.match(`/${path}`, `?${search}`);
        if (match) expect(match.location).toMatch(/^\//);
        expect(() => parseSource(`/${path}?${search}`)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    expect(table.match('/%E0%A4%A', '?%zz')).toBeNull();
    expect(table.match('/caf%c3%a9', '')?.rule.id).toBe('5');
  });

  it('writes the same rules for Netlify: forced, encoded paths also decoded', () => {
    expect(netlifyRedirectLines(rules)).toEqual({
      lines: [
        '/ p=123 /insights/one 301!',
        '/ attachment_id=45 /media/x/1600.webp 301!',
        '/ p=124 x=1 /insights/two 302!',
        '/2019/05/old-post /insights/old-post 301!',
        '/caf%C3%A9 /insights/cafe#top 301!',
        '/café /insights/cafe#top 301!',
        '/old-section /contact?from=old 302!',
      ],
      leftOut: [],
    });
  });
});

describe('the static pages a redirect may not hide', () => {
  it('are every page of src/pages without a parameter', () => {
    const pagesDir = join(process.cwd(), 'src', 'pages');
    const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' });
    const paths = files
      .filter((file) => /\.(astro|ts)$/.test(file) && !file.includes('['))
      // Astro routes no file or folder whose name starts with an underscore.
      .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
      // The reserved prefixes' pages (the admin, its previews) are no redirect's to hide.
      .filter((file) => !file.startsWith('404'))
      .filter((file) => !RESERVED_PREFIXES.some((prefix) => `/${file}`.startsWith(prefix)))
      .map((file) =>
        `/${relative('.', file)}`
          .replace(/\.(astro|ts)$/, '')
          .replace(/\/index$/, '')
          .replace(/^$/, '/'),
      )
      .map((path) => path || '/');
    expect([...paths].sort()).toEqual([...STATIC_PAGES].sort());
  });
});

describe('a CSV of redirects', () => {
  it('takes a header, blank statuses and notes with commas', () => {
    const rows = readRedirectCsv(
      'from,to,status,note\n/2019/05/a/,/insights/a,,\n"/?p=3",/insights/b,302,"moved, for now"\n\n',
    );
    expect(
      rows.map((row) => [sourceText(row.from), row.to, row.status, row.note, row.line]),
    ).toEqual([
      ['/2019/05/a', '/insights/a', 301, '', 2],
      ['/?p=3', '/insights/b', 302, 'moved, for now', 3],
    ]);
  });

  it('names every bad line and keeps none', () => {
    let problems: unknown;
    try {
      readRedirectCsv('/a,/b\n//evil,/c\n/d,javascript:x\n/a/,/e\n/f,/g,307');
    } catch (error) {
      problems = (error as RedirectCsvError).problems;
    }
    expect(problems).toEqual([
      { line: 2, message: expect.stringMatching(/^From must be a path on this site/) },
      { line: 3, message: expect.stringMatching(/^To must be a page on this site/) },
      { line: 4, message: '/a is on line 1 too.' },
      { line: 5, message: 'Type must be 301 (moved for good) or 302 (moved for now).' },
    ]);
  });
});
