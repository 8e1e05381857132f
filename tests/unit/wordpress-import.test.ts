/**
 * The WordPress import's rules (docs/moving-in-and-out.md) without a database: what each status
 * becomes, how a body's blocks, shortcodes, captions, galleries and embeds become Markdown, where an
 * image's file is looked for, and the files refused (hostile XML, hostile ZIPs) with their reasons.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentProblem } from '#lib/markdown/render.ts';
import { ImportFileError } from '#lib/import/errors.ts';
import { parseWxr } from '#lib/import/wxr.ts';
import { finishMarkdown, plainText, wordpressToMarkdown } from '#lib/import/wp-content.ts';
import { replaceShortcodes } from '#lib/import/shortcodes.ts';
import { statusFor } from '#lib/import/wordpress.ts';
import { imageCandidates, uploadPathOf } from '#lib/import/wp-uploads.ts';
import { openSafeZip } from '#lib/import/zip.ts';
import { isPublicAddress, remoteImageProblem } from '#lib/import/remote-images.ts';
import {
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

describe('what each WordPress status becomes', () => {
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
        {
          src: `${OLD_SITE}/wp-content/uploads/2019/05/photo-1024x683.jpg`,
          alt: '',
          attachmentId: 9,
        },
        {
          id: 9,
          url: `${OLD_SITE}/wp-content/uploads/2019/05/photo-scaled.jpg`,
          alt: '',
          title: '',
          parent: 0,
        },
      ),
    ).toEqual(['2019/05/photo.jpg', '2019/05/photo-scaled.jpg', '2019/05/photo-1024x683.jpg']);
  });
});

const convert = (html: string) =>
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
        },
      ],
    ]),
    linkFor: (url) => (url.pathname === '/2019/04/other/' ? '/insights/other' : null),
  });

describe('a body becomes Markdown', () => {
  it.each([
    ['classic paragraphs and line breaks', 'One\ntwo.\n\nThree.', 'One  \ntwo.\n\nThree.'],
    [
      'Gutenberg paragraphs',
      '<!-- wp:paragraph -->\n<p>One <em>two</em>.</p>\n<!-- /wp:paragraph -->',
      'One _two_.',
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
      '[https://twitter.com/x/status/1](https://twitter.com/x/status/1)\n\n_A tweet_',
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
      '![](northbeam-import-image:0)\n\n_The caption_',
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
    expect(
      contentProblem(
        finishMarkdown(
          converted.markdown,
          converted.images.map(() => ({ path: '/media/x/1200.webp', alt: 'x' })),
        ),
      ),
    ).toBeNull();
  });

  it('keeps the text before <!--more--> as the teaser and notes what it changed', () => {
    const converted = convert(
      '<p>Teaser &amp; more.</p><!--more--><p>Rest.</p>[contact-form-7 id="9"]',
    );
    expect(converted.teaser).toBe('Teaser & more.');
    expect(converted.notes).toEqual([
      'Removed the shortcode [contact-form-7] (the text inside it, if any, was kept).',
    ]);
  });

  it('fills image placeholders with the library’s copies, its alt text where the post had none', () => {
    expect(
      finishMarkdown(
        '![](northbeam-import-image:0)\n\n![Mine](northbeam-import-image:1)\n\n![Gone](northbeam-import-image:2)\n\nEnd',
        [
          { path: '/media/a/1200.webp', alt: 'Library alt' },
          { path: '/media/b/800.webp', alt: 'Other' },
          null,
        ],
      ),
    ).toBe('![Library alt](/media/a/1200.webp)\n\n![Mine](/media/b/800.webp)\n\nEnd');
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
