/**
 * The W3C check runs the real Nu HTML Checker (vnu.jar on Java) over a small built site: the errors
 * the site once had are reported, each on its page, and valid pages pass.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkNuHtml } from '#scripts/lib/quality/nu-html.ts';
import { fixturePage, fixtureSite, removeClientDirs } from '#test-support/built-site.ts';

afterAll(removeClientDirs);

describe('checkNuHtml', () => {
  it('passes valid pages', async () => {
    const site = fixtureSite({
      'index.html': fixturePage({ path: '/', body: '<h1>Home</h1>' }),
      'about.html': fixturePage({ path: '/about', body: '<h1>About</h1>' }),
    });
    expect(await checkNuHtml(site)).toEqual({
      summary: '2 pages without an error',
      failures: [],
    });
  });

  it('reports each error on its page: stray script, misplaced style, bad SVG value, select', async () => {
    const site = fixtureSite({
      'index.html': fixturePage({ path: '/', body: '<h1>Home</h1>' }),
      'locations.html': fixturePage({ path: '/locations', body: '<h1>Cities</h1>' }).replace(
        '</html>',
        '</html><script type="module" src="/a.js"></script>',
      ),
      'pricing.html': fixturePage({
        path: '/pricing',
        body: '<h1>Pricing</h1><style>p{color:red}</style><p>From $99</p>',
      }),
      'services.html': fixturePage({
        path: '/services',
        body: '<h1>Services</h1><svg role="img" aria-label="Acme" viewBox="0 0 10 10"><text font-weight="650">A</text></svg>',
      }),
      'contact.html': fixturePage({
        path: '/contact',
        body: '<h1>Contact</h1><form><label for="s">Size</label><select id="s" name="s" required><option>1-10</option><option>11-50</option></select></form>',
      }),
    });
    const { summary, failures } = await checkNuHtml(site);
    expect(summary).toBe(`${failures.length} errors on 4 of 5 pages`);
    const on = (path: string) => failures.filter((line) => line.startsWith(`${path}:`));
    expect(on('/locations').join('\n')).toMatch(/Stray start tag “script”/);
    expect(on('/pricing').join('\n')).toMatch(/“style” element .* must be the first child/);
    expect(on('/services').join('\n')).toMatch(/Bad value “650” for attribute “font-weight”/);
    expect(on('/contact').join('\n')).toMatch(/first “option” element in a “select” element/);
    expect(failures.filter((line) => line.startsWith('/:'))).toEqual([]);
  });
});
