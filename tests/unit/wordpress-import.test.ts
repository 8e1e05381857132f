/**
 * The WordPress import's rules (docs/moving-in-and-out.md) without a database: what each status
 * becomes, how a body's blocks, shortcodes, captions, galleries and embeds become Markdown, where an
 * image's file is looked for, and the files refused (hostile XML, hostile ZIPs) with their reasons.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editsFaithfully } from '#islands/admin/editor/markdown-doc.ts';
import * as renderer from '#lib/markdown/render.ts';
import { contentProblem } from '#lib/markdown/render.ts';
import { ImportFileError } from '#lib/import/errors.ts';
import { parseWxr } from '#lib/import/wxr.ts';
import { finishMarkdown, plainText, wordpressToMarkdown } from '#lib/import/wp-content.ts';
import { replaceShortcodes } from '#lib/import/shortcodes.ts';
import { itemKey, seoFieldsOf, statusFor } from '#lib/import/wordpress.ts';
import { comparableName, defaultMapping, type TaxonomyIndex } from '#lib/import/wp-mapping.ts';
import { oldSite, unwrapCdn } from '#lib/import/wp-site.ts';
import { imageCandidates, uploadPathOf, uploadsIndex } from '#lib/import/wp-uploads.ts';
import { openSafeZip } from '#lib/import/zip.ts';
import { isPublicAddress, remoteImageProblem } from '#lib/import/remote-images.ts';
import {
  fixture,
  HOSTILE_XML,
  hostileZips,
  OLD_SITE,
  WP_ITEMS,
  wordpressUploads,
  wxr,
} from '#test-support/wordpress.ts';

const work = mkdtempSync(join(tmpdir(), 'northbeam-wp-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NOW = new Date('2026-11-30T12:00:00Z');
const HOSTILE_ZIPS = await hostileZips();

describe('what each WordPress status becomes (private stays private)', () => {
  it.each([
    [
      'publish, with a password',
      'publish',
      'enter',
      '2019-05-01T14:00:00Z',
      {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        private:
          'It was password-protected on WordPress: imported as a draft, so its text does not become public.',
      },
    ],
    [
      'future, with a password',
      'future',
      'enter',
      '2099-01-05T15:00:00Z',
      { action: 'create', status: 'draft', publishedAt: null, private: expect.any(String) },
    ],
    [
      'pending',
      'pending',
      '',
      null,
      {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        private: 'It was waiting for review on WordPress (pending): imported as a draft.',
      },
    ],
    [
      'private',
      'private',
      '',
      '2019-05-01T14:00:00Z',
      {
        action: 'create',
        status: 'draft',
        publishedAt: null,
        private: 'It was private on WordPress (never public): imported as a draft.',
      },
    ],
  ] as const)('%s', (_what, status, password, date, expected) => {
    const result = statusFor({ status, password, date: date ? new Date(date) : null }, NOW);
    expect(result).toMatchObject(expected);
  });

  it.each([
    [
      'publish',
      '2019-05-01T14:00:00Z',
      { action: 'create', status: 'published', publishedAt: '2019-05-01T14:00:00.000Z' },
    ],
    [
      'future',
      '2099-01-05T15:00:00Z',
      { action: 'create', status: 'scheduled', publishedAt: '2099-01-05T15:00:00.000Z' },
    ],
    ['future', '2020-01-05T15:00:00Z', { action: 'create', status: 'draft', publishedAt: null }],
    ['draft', null, { action: 'create', status: 'draft', publishedAt: null }],
    ['pending', null, { action: 'create', status: 'draft', publishedAt: null }],
    ['private', '2019-05-01T14:00:00Z', { action: 'create', status: 'draft', publishedAt: null }],
    ['trash', '2019-05-01T14:00:00Z', { action: 'skip', reason: 'It is in WordPress’s trash.' }],
    [
      'auto-draft',
      null,
      { action: 'skip', reason: 'It is an empty draft WordPress saved by itself.' },
    ],
    [
      'inherit',
      null,
      { action: 'skip', reason: 'Its status “inherit” is not one a post can have here.' },
    ],
  ] as const)('%s (dated %s)', (status, date, expected) => {
    const result = statusFor({ status, date: date ? new Date(date) : null }, NOW);
    expect({
      ...result,
      ...('publishedAt' in result && { publishedAt: result.publishedAt?.toISOString() ?? null }),
    }).toMatchObject(expected);
  });
});

describe('who an item is', () => {
  const item = { type: 'post', id: 0, guid: null, link: null, slug: '', title: 'T' };
  it.each([
    ['its post id', { ...item, id: 12, guid: 'g' }, 'post:12'],
    [
      'else its GUID',
      { ...item, guid: 'http://x.example/?p=12', link: 'l' },
      'post:guid:http://x.example/?p=12',
    ],
    ['else its link', { ...item, link: 'https://x.example/a/' }, 'post:link:https://x.example/a/'],
    ['else its slug', { ...item, slug: 'a' }, 'post:slug:a'],
    ['else its title', item, 'post:title:T'],
    ['a page as a page', { ...item, type: 'page', id: 3 }, 'page:3'],
  ])('%s', (_what, given, key) => {
    expect(itemKey(given)).toBe(key);
  });
});

describe('the blog’s own address, and where its uploads are', () => {
  const dotCom = oldSite({
    siteUrl: 'https://northbeamnotes.wordpress.com',
    items: [],
  });
  it.each([
    ['https://northbeamnotes.files.wordpress.com/2019/05/patch.jpg?w=1024', '2019/05/patch.jpg'],
    [
      'https://i0.wp.com/northbeamnotes.files.wordpress.com/2019/05/chart.png?resize=300%2C200&ssl=1',
      '2019/05/chart.png',
    ],
    [
      'https://i2.wp.com/northbeamnotes.wordpress.com/wp-content/uploads/2019/05/a.jpg?ssl=1',
      '2019/05/a.jpg',
    ],
    ['https://otherblog.files.wordpress.com/2019/05/patch.jpg', null],
    ['https://wordpress.com/wp-content/uploads/2019/05/patch.jpg', null],
  ])('%s is %s below uploads/', (address, expected) => {
    expect(uploadPathOf(address, dotCom)).toBe(expected);
  });

  it('reads the blog’s address, not the network’s', () => {
    const site = parseWxr(fixture('wordpress-com.xml'));
    expect(site).toMatchObject({
      siteUrl: 'https://northbeamnotes.wordpress.com',
      networkUrl: 'https://wordpress.com',
    });
    expect(unwrapCdn(new URL('https://i0.wp.com/example.com/a.jpg?resize=1')).href).toBe(
      'https://example.com/a.jpg',
    );
  });

  it('finds the files of WordPress.com’s media export, in its own folder', () => {
    const zip = {
      names: [
        'media-export-881-from-0-to-9/2019/05/patch.jpg',
        'wp-content/uploads/sites/3/2020/03/desk.jpg',
        'uploads/2021/01/a.png',
      ],
    } as unknown as Parameters<typeof uploadsIndex>[0];
    expect([...uploadsIndex(zip).keys()]).toEqual([
      '2019/05/patch.jpg',
      '2020/03/desk.jpg',
      '2021/01/a.png',
    ]);
  });
});

describe('where an image is looked for in the uploads ZIP', () => {
  it.each([
    [`${OLD_SITE}/wp-content/uploads/2019/05/photo.jpg`, '2019/05/photo.jpg'],
    [`${OLD_SITE}/wp-content/uploads/sites/3/2019/05/photo.jpg?ver=2`, '2019/05/photo.jpg'],
    [`${OLD_SITE}/wp-content/uploads/2019/05/caf%C3%A9.jpg`, '2019/05/café.jpg'],
    [`${OLD_SITE}/images/photo.jpg`, null],
  ])('%s is %s below uploads/', (address, expected) => {
    expect(uploadPathOf(address)).toBe(expected);
  });

  it('tries the attachment’s original, then the size the post shows, then without -scaled', () => {
    expect(
      imageCandidates(
        { src: `${OLD_SITE}/wp-content/uploads/2019/05/photo-1024x683.jpg` },
        { url: `${OLD_SITE}/wp-content/uploads/2019/05/photo-scaled.jpg` },
      ),
    ).toEqual(['2019/05/photo.jpg', '2019/05/photo-scaled.jpg', '2019/05/photo-1024x683.jpg']);
  });
});

const FOOTNOTES = new Map([['fn-a', 'A <em>note</em>.']]);

const convert = (html: string, footnotes = new Map<string, string>()) =>
  wordpressToMarkdown(html, {
    siteUrl: OLD_SITE,
    postId: 10,
    attachments: new Map([
      [
        45,
        {
          id: 45,
          url: `${OLD_SITE}/wp-content/uploads/2019/05/a.jpg`,
          alt: 'Alt A',
          title: 'A',
          parent: 10,
          page: `${OLD_SITE}/2019/05/post/a/`,
        },
      ],
      [
        46,
        {
          id: 46,
          url: `${OLD_SITE}/wp-content/uploads/2019/05/b.png`,
          alt: '',
          title: 'Title B',
          parent: 10,
          page: null,
        },
      ],
    ]),
    linkFor: (url) => (url.pathname === '/2019/04/other/' ? '/insights/other' : null),
    footnotes,
  });

const UPLOADS = `${OLD_SITE}/wp-content/uploads/2019/05`;

describe('a body becomes Markdown', () => {
  it.each([
    ['classic paragraphs and line breaks', 'One\ntwo.\n\nThree.', 'One  \ntwo.\n\nThree.'],
    [
      'Gutenberg paragraphs',
      '<!-- wp:paragraph -->\n<p>One <em>two</em>.</p>\n<!-- /wp:paragraph -->',
      'One *two*.',
    ],
    ['a heading one level down', '<h1>Title</h1><h2>Part</h2>', '## Title\n\n## Part'],
    [
      'a link to the old site made relative',
      `<p><a href="${OLD_SITE}/services/?x=1">Services</a></p>`,
      '[Services](/services/?x=1)',
    ],
    [
      'a link to an imported post made its new address',
      `<p><a href="${OLD_SITE}/2019/04/other/">Other</a></p>`,
      '[Other](/insights/other)',
    ],
    ['a javascript: link kept as text', '<p><a href="javascript:alert(1)">Click</a></p>', 'Click'],
    [
      'scripts, styles, frames and forms dropped',
      '<script>x()</script><style>p{}</style><form><input></form><p>Kept</p>',
      'Kept',
    ],
    [
      'a bare address on its own line (an embed) a link',
      'Watch:\n\nhttps://www.youtube.com/watch?v=a1',
      'Watch:\n\n[https://www.youtube.com/watch?v=a1](https://www.youtube.com/watch?v=a1)',
    ],
    [
      'an embed block a link with its caption',
      '<!-- wp:embed {"url":"https://twitter.com/x/status/1"} -->\n<figure><div class="wp-block-embed__wrapper">https://twitter.com/x/status/1</div><figcaption>A tweet</figcaption></figure>\n<!-- /wp:embed -->',
      '[https://twitter.com/x/status/1](https://twitter.com/x/status/1)\n\n*A tweet*',
    ],
    [
      '[embed] a link',
      '[embed]https://vimeo.com/1[/embed]',
      '[https://vimeo.com/1](https://vimeo.com/1)',
    ],
    [
      'an unknown shortcode removed, its content kept',
      '[note type="info"]Careful[/note] and [contact-form-7 id="9"].',
      'Careful and .',
    ],
    ['brackets that are no shortcode kept', 'A [sic] and a [1].', 'A \\[sic\\] and a \\[1\\].'],
    ['an escaped shortcode shown', '[[gallery]]', '\\[gallery\\]'],
    [
      'a caption an image with its caption',
      '[caption id="attachment_45"]<img src="/wp-content/uploads/2019/05/a-300x200.jpg" class="wp-image-45" alt=""> The caption[/caption]',
      '![](northbeam-import-image:0)\n\n*The caption*',
    ],
    [
      'a gallery its images',
      '[gallery ids="46,45"]',
      '![Title B](northbeam-import-image:0)\n\n![Alt A](northbeam-import-image:1)',
    ],
    [
      'a gallery without ids the post’s images',
      '[gallery]',
      '![Alt A](northbeam-import-image:0)\n\n![Title B](northbeam-import-image:1)',
    ],
    [
      'an image from another site a link',
      '<p><img src="https://cdn.example.net/x.png" alt="Chart"></p>',
      '[Chart](https://cdn.example.net/x.png)',
    ],
    [
      'a table a GFM table',
      '<table><tr><th>A</th><th>B</th></tr><tr><td>1 | 2</td><td>3</td></tr></table>',
      '| A | B |\n| --- | --- |\n| 1 \\| 2 | 3 |',
    ],
    ['code kept as a fence', '<pre><code>a = 1\nb = 2</code></pre>', '```\na = 1\nb = 2\n```'],
    ['control characters removed', '<p>NUL\u0000 and\u0007 bell</p>', 'NUL and bell'],
  ])('%s', (_what, html, markdown) => {
    const converted = convert(html);
    expect(converted.markdown).toBe(markdown);
    expect(contentProblem(placed(converted))).toBeNull();
  });
});

/** The converted body with its images in the library, as an import leaves it. */
const placed = (converted: ReturnType<typeof convert>) =>
  finishMarkdown(
    converted.markdown,
    converted.images.map(() => ({
      path: '/media/12345678-1234-4234-8234-123456789abc',
      alt: 'x',
      full: '/media/12345678-1234-4234-8234-123456789abc/1600.webp',
    })),
  );

describe('what a body means survives (each renders on the site and opens in the rich editor)', () => {
  it.each([
    [
      'a linked image to its own file: the image, linked to its full size',
      `<p><a href="${UPLOADS}/a.jpg"><img src="${UPLOADS}/a-300x200.jpg" alt="A" class="wp-image-45"></a></p>`,
      '[![A](northbeam-import-image:0)](northbeam-import-full:0)',
    ],
    [
      'a linked image to its attachment page: the same',
      `<p><a href="${OLD_SITE}/2019/05/post/a/"><img src="${UPLOADS}/a.jpg" alt="A" class="wp-image-45"></a></p>`,
      '[![A](northbeam-import-image:0)](northbeam-import-full:0)',
    ],
    [
      'a linked image to another page: the image, linked there',
      `<p><a href="https://vendor.example.com/offer"><img src="${UPLOADS}/a.jpg" alt="Offer"></a></p>`,
      '[![Offer](northbeam-import-image:0)](https://vendor.example.com/offer)',
    ],
    [
      'an image of another site inside a link: its alt text, linked (never a link in a link)',
      '<p><a href="https://vendor.example.com/">Go <img src="https://cdn.example.net/x.png" alt="Vendor"></a></p>',
      '[Go Vendor](https://vendor.example.com/)',
    ],
    [
      'a lazy-loaded image: its real address',
      `<p><img src="data:image/gif;base64,R0lGOD" data-src="${UPLOADS}/b.png" alt="B" class="wp-image-46"><noscript><img src="${UPLOADS}/b.png"></noscript></p>`,
      '![B](northbeam-import-image:0)',
    ],
    [
      'strike, superscript, subscript, highlight and keyboard',
      '<p><del>$99</del> <s>old</s> <strike>older</strike> $49; E=mc<sup>2</sup>, H<sub>2</sub>O, <mark>key</mark>, <kbd>Ctrl</kbd>+<kbd>C</kbd></p>',
      '~~$99~~ ~~old~~ ~~older~~ $49; E=mc^2^, H~2~O, ==key==, [[Ctrl]]+[[C]]',
    ],
    [
      'abbreviations: the text, and what each stands for once',
      '<p>The <abbr title="World Health Organization">WHO</abbr> and <acronym title="For The Win">FTW</acronym>; the WHO again.</p>',
      'The WHO and FTW; the WHO again.\n\n*[WHO]: World Health Organization\n*[FTW]: For The Win',
    ],
    [
      'text that looks like the dialect stays text',
      '<p>2^10 is ~1000, a == b, [[x]] and &lt;b&gt; &amp;amp;</p>',
      '2\\^10 is \\~1000, a \\== b, \\[\\[x\\]\\] and \\<b> \\&amp;',
    ],
    [
      'emphasis starting inside a word',
      '<p>un<em>believ</em>able and re<strong>load</strong>ed</p>',
      'un*believ*able and re**load**ed',
    ],
    [
      'preformatted text without code, exactly',
      '<pre>  indented *line*\n\tand a tab\\path [x]</pre>',
      '```\n  indented *line*\n\tand a tab\\path [x]\n```',
    ],
    [
      'a Gutenberg preformatted block',
      '<!-- wp:preformatted -->\n<pre class="wp-block-preformatted">Some <strong>bold</strong>\n   text &amp; more</pre>\n<!-- /wp:preformatted -->',
      '```\nSome bold\n   text & more\n```',
    ],
    [
      'a Gutenberg verse block: its lines and their indents',
      '<!-- wp:verse -->\n<pre class="wp-block-verse">Roses are <em>red</em>\n    violets are blue</pre>\n<!-- /wp:verse -->',
      'Roses are *red*  \n\u00a0\u00a0\u00a0\u00a0violets are blue',
    ],
    [
      'a File block: one link, its button gone, a document named',
      `<!-- wp:file {"id":9} -->\n<div class="wp-block-file"><a href="${UPLOADS}/price-list.pdf">Price list</a><a href="${UPLOADS}/price-list.pdf" class="wp-block-file__button" download>Download</a></div>\n<!-- /wp:file -->`,
      'Price list',
    ],
    [
      'a File block of an image: a link to it in the library',
      `<!-- wp:file {"id":45} -->\n<div class="wp-block-file"><a href="${UPLOADS}/a.jpg">The photo</a><a href="${UPLOADS}/a.jpg" class="wp-block-file__button" download>Download</a></div>\n<!-- /wp:file -->`,
      '[The photo](northbeam-import-full:0)',
    ],
    [
      'an in-page anchor to a heading, kept on that heading',
      '<p><a href="#prices">See prices</a></p><h2 id="prices">Our prices &amp; plans</h2>',
      '[See prices](#our-prices-and-plans)\n\n## Our prices & plans',
    ],
    [
      'a link to the post itself with an anchor, to its new address',
      `<p><a href="${OLD_SITE}/2019/04/other/#step-2">Step two</a></p>`,
      '[Step two](/insights/other#step-2)',
    ],
    [
      'href="#": the text',
      '<p><a href="#">Top</a> and <a href="#nowhere">gone</a></p>',
      'Top and gone',
    ],
    [
      'Gutenberg footnotes: references and their notes',
      '<p>Claim<sup data-fn="fn-a" class="fn"><a href="#fn-a" id="fn-a-link">1</a></sup>.</p><!-- wp:footnotes /-->',
      'Claim[^1].\n\n[^1]: A *note*.',
      FOOTNOTES,
    ],
    [
      'a footnote plugin’s shortcode',
      '<p>Claim[efn_note]Source: <a href="https://stats.example.org/">the survey</a>.[/efn_note] made.</p>',
      'Claim[^1] made.\n\n[^1]: Source: [the survey](https://stats.example.org/).\n[^2]: A *note*.',
      FOOTNOTES,
    ],
    [
      'headings four to six become threes (the editor writes two and three)',
      '<h4>Four</h4><h6>Six</h6>',
      '### Four\n\n### Six',
    ],
    [
      'definition lists, quotations and variables',
      '<dl><dt>RTO</dt><dd>How long a restore takes.</dd></dl><p><q>Test</q> your <var>n</var> copies.</p>',
      '**RTO**  \nHow long a restore takes.\n\n“Test” your *n* copies.',
    ],
  ] as [string, string, string, Map<string, string>?][])('%s', (_what, html, markdown, notes) => {
    const converted = convert(html, notes);
    expect(converted.markdown).toBe(markdown);
    const finished = placed(converted);
    expect(contentProblem(finished)).toBeNull();
    expect(editsFaithfully(finished, renderer)).toBe(true);
  });
});

describe('what cannot come is named, with the reason', () => {
  it.each([
    [
      'a server-rendered block',
      '<p>Text.</p><!-- wp:latest-posts {"postsToShow":3} /-->',
      'The block “Latest posts”: WordPress drew it at each visit (a server-rendered block), so there is nothing to import.',
    ],
    [
      'a query loop with its inner blocks',
      '<p>Text.</p><!-- wp:query {"queryId":1} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:post-title /--><!-- /wp:post-template --></div><!-- /wp:query -->',
      'The block “Query”: WordPress drew it at each visit (a server-rendered block), so there is nothing to import.',
    ],
    [
      'a form',
      '<p>Text.</p><form action="/x"><input name="a"></form>',
      'A form: forms are not imported (this site has its own contact form).',
    ],
    [
      'a form block of a plugin',
      '<p>Text.</p><!-- wp:jetpack/contact-form --><div></div><!-- /wp:jetpack/contact-form --><!-- wp:jetpack/field-email /-->',
      'The form “Contact form (jetpack)”: forms are not imported (this site has its own contact form).',
    ],
    [
      'a shortcode this site does not know',
      '<p>Text [contact-form-7 id="9"].</p>',
      'The shortcode [contact-form-7], which this site does not know: removed (the text inside it, if any, kept).',
    ],
    [
      'a linked document',
      `<p>Our <a href="${OLD_SITE}/wp-content/uploads/2020/01/terms.pdf">terms</a>.</p>`,
      'The file “terms.pdf”: the media library takes images only, so it is not imported; its link was removed and its text kept.',
    ],
    [
      'an audio file of the site',
      `<!-- wp:audio --><figure class="wp-block-audio"><audio controls src="${OLD_SITE}/wp-content/uploads/2020/01/show.mp3"></audio></figure><!-- /wp:audio --><p>Text.</p>`,
      'The file “show.mp3”: the media library takes images only, so it is not imported; its link was removed and its text kept.',
    ],
  ])('%s', (_what, html, reason) => {
    const converted = convert(html);
    expect(converted.leftOut).toContain(reason);
    expect(converted.markdown).not.toMatch(/wp:|form|\.pdf|\.mp3|contact-form/);
  });

  it('keeps the text before <!--more--> as the teaser and notes what it changed', () => {
    const converted = convert(
      '<p>Teaser &amp; more.</p><!--more--><p>Rest.</p>[contact-form-7 id="9"]',
    );
    expect(converted.teaser).toBe('Teaser & more.');
    expect(converted.leftOut).toEqual([
      'The shortcode [contact-form-7], which this site does not know: removed (the text inside it, if any, kept).',
    ]);
  });

  it('fills image placeholders with the library’s copies, its alt text where the post had none', () => {
    expect(
      finishMarkdown(
        '![](northbeam-import-image:0)\n\n![Mine](northbeam-import-image:1)\n\n![Gone](northbeam-import-image:2)\n\nSee [![Linked gone](northbeam-import-image:2)](northbeam-import-full:2)[the file](northbeam-import-full:2) [big](northbeam-import-full:1)\n\nEnd',
        [
          { path: '/media/a', alt: 'Library alt', full: '/media/a/1600.webp' },
          { path: '/media/b', alt: 'Other', full: '/media/b/800.webp' },
          null,
        ],
      ),
    ).toBe(
      '![Library alt](/media/a)\n\n![Mine](/media/b)\n\nSee the file [big](/media/b/800.webp)\n\nEnd',
    );
  });

  it('reads plain text out of titles and excerpts', () => {
    expect(plainText('Backups &amp; <em>why</em> [caption]x[/caption]<!-- c -->')).toBe(
      'Backups & why',
    );
  });

  it('expands shortcodes inside an enclosing one first', () => {
    expect(
      replaceShortcodes(
        '[outer a="1"]x [inner_code/] y[/outer]',
        ({ name, content }) => `<${name}>${content ?? ''}</${name}>`,
      ),
    ).toBe('<outer>x <inner_code></inner_code> y</outer>');
  });
});

describe('reading a WordPress export', () => {
  it('reads the site, its terms and every item with its fields', () => {
    const site = parseWxr(Buffer.from(wxr(WP_ITEMS)));
    expect(site.siteUrl).toBe(OLD_SITE);
    expect(site.terms.map((term) => `${term.taxonomy}:${term.slug}`)).toEqual([
      'category:security',
      'category:cloud',
      'category:cybersecurity',
      'post_tag:ransomware',
      'post_tag:backup',
    ]);
    expect(site.items).toHaveLength(WP_ITEMS.length);
    const classic = site.items.find((item) => item.id === 102)!;
    expect(classic).toMatchObject({
      type: 'post',
      status: 'publish',
      title: 'Backups, the classic way &amp; why',
      link: `${OLD_SITE}/2019/06/backups-the-classic-way/`,
      date: new Date('2019-06-02T09:30:00Z'),
    });
    expect(site.items.find((item) => item.id === 201)?.meta._wp_attachment_image_alt).toBe(
      'Racks in our server room',
    );
    // A draft's GMT date is WordPress's zero date: its local date stands in.
    expect(site.items.find((item) => item.id === 103)?.date).toEqual(
      new Date('2019-05-01T14:00:00Z'),
    );
  });

  it.each(HOSTILE_XML)('refuses $name with the line and the reason', ({ xml, refusal }) => {
    expect(() => parseWxr(Buffer.from(xml))).toThrow(refusal);
    try {
      parseWxr(Buffer.from(xml));
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFileError);
      expect((error as ImportFileError).line).toBeGreaterThan(0);
    }
  });

  it('refuses a file that is not UTF-8', () => {
    expect(() => parseWxr(Buffer.from([0x3c, 0x72, 0xff, 0xfe, 0x3e]))).toThrow(/not UTF-8/);
  });

  it('reads what WordPress writes as WordPress reads it: a bare &, an HTML entity outside CDATA', () => {
    const dotCom = parseWxr(fixture('wordpress-com.xml'));
    expect(dotCom.items.find((item) => item.id === 102)?.title).toBe('Backups & restores');
    const edge = parseWxr(fixture('edge-cases.xml'));
    expect(edge.title).toBe('Edge Cases & Co');
    expect(plainText(edge.items.find((item) => item.id === 304)!.title)).toBe('Members area');
    expect(edge.items.find((item) => item.id === 304)?.password).toBe('members-only');
  });

  it('reads an export without post ids: its items by GUID, its plain categories as categories', () => {
    const site = parseWxr(fixture('no-post-ids.xml'));
    expect(site.items.map((item) => [item.id, item.guid])).toEqual([
      [0, 'http://harbor-it.example/?p=19'],
      [0, 'http://harbor-it.example/?p=36'],
      [0, 'http://harbor-it.example/?p=45'],
      [0, null],
    ]);
    expect(site.items[0]!.content).toBe('<p>Every office has the one printer.</p>');
    expect(site.terms.map((term) => `${term.taxonomy}:${term.slug}:${term.name}`)).toEqual([
      'category:managed-it:Managed IT',
      'category:cybersecurity:Cybersecurity',
      'category:networking:Networking',
    ]);
  });

  it('counts the comments WordPress showed (approved ones) and keeps the author', () => {
    const post = parseWxr(fixture('wordpress-com.xml')).items.find((item) => item.id === 101)!;
    expect(post).toMatchObject({ comments: 2, creator: 'dana' });
    expect(post.meta.footnotes).toContain('Out-of-band fixes');
  });
});

describe('search fields from Yoast, Rank Math and All in One SEO', () => {
  const meta = (entries: Record<string, string>) => ({ meta: entries });
  it.each([
    [
      'Yoast, its variables filled and the old site’s name dropped',
      { _yoast_wpseo_title: 'Backups %%sep%% %%sitename%%', _yoast_wpseo_metadesc: '%%excerpt%%' },
      { metaTitle: 'Backups', metaDescription: 'The excerpt.', from: 'Yoast SEO' },
    ],
    [
      'Yoast, only the default pattern: nothing to keep',
      { _yoast_wpseo_title: '%%title%% %%sep%% %%sitename%%' },
      { metaTitle: null, metaDescription: null, from: 'Yoast SEO' },
    ],
    [
      'Rank Math',
      { rank_math_title: '%title% | Pricing guide', rank_math_description: 'What it costs.' },
      {
        metaTitle: 'The title | Pricing guide',
        metaDescription: 'What it costs.',
        from: 'Rank Math',
      },
    ],
    [
      'All in One SEO',
      { _aioseo_title: '#post_title #separator_sa Guide', _aioseo_description: 'All of it.' },
      { metaTitle: 'The title Guide', metaDescription: 'All of it.', from: 'All in One SEO' },
    ],
    [
      'an over-long description, cut at a word',
      { _yoast_wpseo_metadesc: 'word '.repeat(50) },
      { metaDescription: expect.stringMatching(/^(word ){30,}word…$/), from: 'Yoast SEO' },
    ],
    ['none', {}, { metaTitle: null, metaDescription: null, from: null }],
  ])('%s', (_what, entries, expected) => {
    const fields = seoFieldsOf(meta(entries), 'The title', 'The excerpt.');
    expect(fields).toMatchObject(expected);
    expect((fields.metaDescription ?? '').length).toBeLessThanOrEqual(160);
  });
});

describe('the default mapping: by name, never an arbitrary first one', () => {
  const index: TaxonomyIndex = {
    byKind: {
      persona: [
        { id: 'p-law', slug: 'law-firms', name: 'Law Firms' },
        { id: 'p-small', slug: 'small-businesses', name: 'Small Businesses' },
      ],
      journeyStage: [{ id: 's-aware', slug: 'awareness', name: 'Awareness' }],
      topic: [
        { id: 't-backup', slug: 'backup-recovery', name: 'Backup & Recovery' },
        { id: 't-ai', slug: 'ai-infrastructure', name: 'AI Infrastructure' },
      ],
    },
  };
  it.each([
    ['Small Business', 'small-business', { action: 'link', kind: 'persona', id: 'p-small' }],
    ['law firm', 'law', { action: 'link', kind: 'persona', id: 'p-law' }],
    ['Backup and recovery', 'backups', { action: 'link', kind: 'topic', id: 't-backup' }],
    ['Backups &amp; Recoveries', 'b-r', { action: 'link', kind: 'topic', id: 't-backup' }],
    ['AWARENESS', 'x', { action: 'link', kind: 'journeyStage', id: 's-aware' }],
    ['Ransomware', 'ransomware', { action: 'ignore' }],
  ] as const)('%s (%s)', (name, slug, expected) => {
    const mapping = defaultMapping(
      [{ taxonomy: 'post_tag', slug, name: name.replace('&amp;', '&') }],
      index,
    );
    expect(mapping.terms[`post_tag:${slug}`]).toEqual(expected);
    expect(mapping.defaults).toMatchObject({ persona: null, journeyStage: null, topic: null });
  });

  it.each([
    ['Small Businesses', 'small business'],
    ['Cloud & Backup', 'cloud and backup'],
    ['Policies', 'policy'],
    ['Business', 'business'],
  ])('compares %s as %s', (name, comparable) => {
    expect(comparableName(name)).toBe(comparable);
  });
});

describe('images downloaded from the old site (when asked)', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['2606:4700:4700::1111', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it.each([
    [`${OLD_SITE}/wp-content/uploads/a.jpg`, null],
    ['https://www.old.example.com/wp-content/uploads/a.jpg', null],
    ['http://old.example.com/wp-content/uploads/a.jpg', null],
    [
      'https://cdn.elsewhere.net/a.jpg',
      'https://cdn.elsewhere.net/a.jpg is not on the WordPress site (old.example.com).',
    ],
    ['file:///etc/passwd', 'file:///etc/passwd is not a web address.'],
    [
      'https://user:pw@old.example.com/a.jpg',
      'https://user:pw@old.example.com/a.jpg carries credentials.',
    ],
  ])('%s: %s', (address, problem) => {
    expect(remoteImageProblem(address, OLD_SITE)).toBe(problem);
  });
});

describe('reading a ZIP', () => {
  it('lists the uploads and reads each within its limit', async () => {
    const file = join(work, 'uploads.zip');
    writeFileSync(file, await wordpressUploads());
    const zip = await openSafeZip(file);
    try {
      expect(zip.names).toContain('wp-content/uploads/2019/05/server-room.jpg');
      expect(await zip.read('wp-content/uploads/2019/05/chart.png', 10)).toBe('too-large');
      const bytes = await zip.read('wp-content/uploads/2019/05/chart.png', 5 * 1024 * 1024);
      expect(Buffer.isBuffer(bytes) && bytes.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      zip.close();
    }
  });

  it.each(HOSTILE_ZIPS)('refuses $name', async ({ name, bytes, refusal }) => {
    const file = join(work, `${name.replace(/\W+/g, '-')}.zip`);
    writeFileSync(file, bytes);
    await expect(openSafeZip(file)).rejects.toThrow(refusal);
  });
});
