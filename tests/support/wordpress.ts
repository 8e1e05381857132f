/**
 * A WordPress site's export, made by the tests: a WXR file with the posts a real site has (Gutenberg
 * blocks and classic HTML, shortcodes, captions, galleries, embeds, a footnote; published, draft, scheduled,
 * private, trashed and auto-draft posts, a page, a revision, a menu item), and a ZIP of its
 * wp-content/uploads with real images (one a phone photo with its GPS position). Also the hostile
 * archives the importer must refuse.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yazl from 'yazl';
import { noise, photoWithGps } from './images.ts';

export const OLD_SITE = 'https://old.example.com';

export interface WpFixtureItem {
  id: number;
  title: string;
  type?: string;
  status: string;
  slug: string;
  date?: string;
  link?: string;
  content?: string;
  excerpt?: string;
  terms?: { domain: 'category' | 'post_tag'; slug: string; name: string }[];
  meta?: Record<string, string>;
  parent?: number;
  attachmentUrl?: string;
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function wxr(items: readonly WpFixtureItem[], site = OLD_SITE): string {
  const terms = [
    ['category', 'security', 'Security'],
    ['category', 'cloud', 'Cloud &amp; Backup'],
    ['category', 'cybersecurity', 'Cybersecurity'],
    ['post_tag', 'ransomware', 'Ransomware'],
    ['post_tag', 'backup', 'Backup'],
  ] as const;
  const channelTerms = terms
    .map(([taxonomy, slug, name]) =>
      taxonomy === 'category'
        ? `<wp:category><wp:term_id>1</wp:term_id><wp:category_nicename>${slug}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${cdata(name)}</wp:cat_name></wp:category>`
        : `<wp:tag><wp:term_id>2</wp:term_id><wp:tag_slug>${slug}</wp:tag_slug><wp:tag_name>${cdata(name)}</wp:tag_name></wp:tag>`,
    )
    .join('\n');
  const body = items
    .map((item) => {
      const date = item.date ?? '2019-05-01 14:00:00';
      return `
  <item>
    <title>${escape(item.title)}</title>
    <link>${item.link ?? `${site}/?p=${item.id}`}</link>
    <pubDate>Wed, 01 May 2019 14:00:00 +0000</pubDate>
    <dc:creator>${cdata('dana')}</dc:creator>
    <guid isPermaLink="false">${site}/?p=${item.id}</guid>
    <description></description>
    <content:encoded>${cdata(item.content ?? '')}</content:encoded>
    <excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>
    <wp:post_id>${item.id}</wp:post_id>
    <wp:post_date>${cdata(date)}</wp:post_date>
    <wp:post_date_gmt>${cdata(item.status === 'draft' ? '0000-00-00 00:00:00' : date)}</wp:post_date_gmt>
    <wp:comment_status>${cdata('open')}</wp:comment_status>
    <wp:post_name>${cdata(item.slug)}</wp:post_name>
    <wp:status>${cdata(item.status)}</wp:status>
    <wp:post_parent>${item.parent ?? 0}</wp:post_parent>
    <wp:post_type>${cdata(item.type ?? 'post')}</wp:post_type>
    ${item.attachmentUrl ? `<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>` : ''}
    ${(item.terms ?? []).map((term) => `<category domain="${term.domain}" nicename="${term.slug}">${cdata(term.name)}</category>`).join('\n    ')}
    ${Object.entries(item.meta ?? {})
      .map(
        ([key, value]) =>
          `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
      )
      .join('\n    ')}
  </item>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
  <title>Old Northbeam Blog</title>
  <link>${site}</link>
  <description>Just another WordPress site</description>
  <language>en-US</language>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${site}</wp:base_site_url>
  <wp:base_blog_url>${site}</wp:base_blog_url>
  ${channelTerms}
  ${body}
</channel>
</rss>
`;
}

const upload = (path: string) => `${OLD_SITE}/wp-content/uploads/${path}`;

/** The Gutenberg post: blocks of every common kind, its featured image a phone photo. */
const BLOCK_POST = `<!-- wp:paragraph -->
<p>Ransomware encrypts what it reaches. <strong>Backups</strong> are the answer.</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2>What to do first</h2>
<!-- /wp:heading -->

<!-- wp:image {"id":201,"sizeSlug":"large"} -->
<figure class="wp-block-image size-large"><img src="${upload('2019/05/server-room-1024x683.jpg')}" alt="" class="wp-image-201"/><figcaption>Our server room</figcaption></figure>
<!-- /wp:image -->

<!-- wp:list -->
<ul><li>Isolate the machine</li><li>Call us</li></ul>
<!-- /wp:list -->

<!-- wp:embed {"url":"https://www.youtube.com/watch?v=ransom1","type":"video","providerNameSlug":"youtube"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=ransom1
</div><figcaption>Our webinar</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:gallery {"ids":[201,202]} -->
<figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="${upload('2019/05/server-room.jpg')}" alt="" data-id="201" class="wp-image-201"/></figure></li><li class="blocks-gallery-item"><figure><img src="${upload('2019/05/chart.png')}" alt="Restore times" data-id="202" class="wp-image-202"/></figure></li></ul></figure>
<!-- /wp:gallery -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><p>Test your restores.</p></blockquote>
<!-- /wp:quote -->

<!-- wp:table -->
<figure class="wp-block-table"><table><thead><tr><th>Plan</th><th>RTO</th></tr></thead><tbody><tr><td>Gold</td><td>1 h</td></tr></tbody></table></figure>
<!-- /wp:table -->

<!-- wp:html -->
<script>alert('old tracking')</script><p>See <a href="javascript:alert(1)">this</a>.</p>
<!-- /wp:html -->`;

/** The classic-editor post: blank-line paragraphs, shortcodes, a caption, a gallery, embeds. */
const CLASSIC_POST = `Backups fail quietly. We check <a href="${OLD_SITE}/2019/05/ransomware-field-guide/">our ransomware guide</a> every quarter.
A line break stays.

<!--more-->

Keep <del>two</del> three copies: 3<sup>2</sup> is nine[efn_note]Arithmetic, not policy.[/efn_note].

[caption id="attachment_202" width="300"]<a href="${upload('2019/05/chart.png')}"><img class="size-medium wp-image-202" src="${upload('2019/05/chart-300x200.png')}" alt="" width="300" height="200" /></a> Restore times by plan[/caption]

https://www.youtube.com/watch?v=backup2

[gallery ids="201,202"]

[embed]https://vimeo.com/12345[/embed]

[contact-form-7 id="9" title="Contact"]

<h1>Checklist</h1>
<ol>
<li>Three copies</li>
<li>Two media</li>
</ol>`;

export const WP_ITEMS: readonly WpFixtureItem[] = [
  {
    id: 101,
    title: 'Ransomware: a field guide',
    status: 'publish',
    slug: 'ransomware-field-guide',
    date: '2019-05-01 14:00:00',
    link: `${OLD_SITE}/2019/05/ransomware-field-guide/`,
    content: BLOCK_POST,
    excerpt: 'What to do in the first hour.',
    terms: [
      { domain: 'category', slug: 'security', name: 'Security' },
      { domain: 'post_tag', slug: 'ransomware', name: 'Ransomware' },
    ],
    meta: { _thumbnail_id: '201' },
  },
  {
    id: 102,
    title: 'Backups, the classic way &amp; why',
    status: 'publish',
    slug: 'backups-the-classic-way',
    date: '2019-06-02 09:30:00',
    link: `${OLD_SITE}/2019/06/backups-the-classic-way/`,
    content: CLASSIC_POST,
    terms: [
      { domain: 'category', slug: 'cloud', name: 'Cloud &amp; Backup' },
      { domain: 'category', slug: 'cybersecurity', name: 'Cybersecurity' },
      { domain: 'post_tag', slug: 'backup', name: 'Backup' },
    ],
  },
  { id: 103, title: 'Draft thoughts', status: 'draft', slug: '', content: '<p>Not ready.</p>' },
  {
    id: 104,
    title: 'Coming soon',
    status: 'future',
    slug: 'coming-soon',
    date: '2099-01-05 15:00:00',
    content: '<p>Later.</p>',
    terms: [{ domain: 'category', slug: 'security', name: 'Security' }],
  },
  {
    id: 105,
    title: 'Internal notes',
    status: 'private',
    slug: 'internal-notes',
    content: '<p>Team only.</p>',
  },
  {
    id: 106,
    title: 'Old junk',
    status: 'trash',
    slug: 'old-junk__trashed',
    content: '<p>Gone.</p>',
  },
  { id: 107, title: 'Auto Draft', status: 'auto-draft', slug: '', content: '' },
  {
    id: 110,
    title: 'About us',
    type: 'page',
    status: 'publish',
    slug: 'about',
    link: `${OLD_SITE}/about/`,
    content: '<p>Us.</p>',
  },
  {
    id: 111,
    title: 'Ransomware: a field guide',
    type: 'revision',
    status: 'inherit',
    slug: '101-revision-v1',
    parent: 101,
  },
  { id: 112, title: 'Home', type: 'nav_menu_item', status: 'publish', slug: 'home' },
  {
    id: 201,
    title: 'Server room',
    type: 'attachment',
    status: 'inherit',
    slug: 'server-room',
    parent: 101,
    link: `${OLD_SITE}/2019/05/ransomware-field-guide/server-room/`,
    attachmentUrl: upload('2019/05/server-room.jpg'),
    meta: {
      _wp_attached_file: '2019/05/server-room.jpg',
      _wp_attachment_image_alt: 'Racks in our server room',
    },
  },
  {
    id: 202,
    title: 'Chart',
    type: 'attachment',
    status: 'inherit',
    slug: 'chart',
    parent: 102,
    link: `${OLD_SITE}/?attachment_id=202`,
    attachmentUrl: upload('2019/05/chart.png'),
    meta: { _wp_attached_file: '2019/05/chart.png' },
  },
  {
    id: 203,
    title: 'Unused',
    type: 'attachment',
    status: 'inherit',
    slug: 'unused',
    attachmentUrl: upload('2019/06/unused.jpg'),
  },
];

/** The uploads ZIP: the photo (with its GPS position), its resized copy, the chart and an unused image. */
export async function wordpressUploads(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(await photoWithGps(1800, 1200)),
    'wp-content/uploads/2019/05/server-room.jpg',
  );
  zip.addBuffer(
    await noise(1024, 683).jpeg().toBuffer(),
    'wp-content/uploads/2019/05/server-room-1024x683.jpg',
  );
  zip.addBuffer(await noise(900, 600).png().toBuffer(), 'wp-content/uploads/2019/05/chart.png');
  zip.addBuffer(
    await noise(300, 200).png().toBuffer(),
    'wp-content/uploads/2019/05/chart-300x200.png',
  );
  zip.addBuffer(await noise(400, 300).jpeg().toBuffer(), 'wp-content/uploads/2019/06/unused.jpg');
  return zipBuffer(zip);
}

export function zipBuffer(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A ZIP with one entry whose name is then rewritten byte for byte (yazl refuses `..` and `/x`). */
async function zipNamed(placeholder: string, actual: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('payload'), placeholder);
  const bytes = await zipBuffer(zip);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(actual);
  for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + 1))
    to.copy(bytes, at);
  return bytes;
}

/** Archives the importer must refuse, each with the words its refusal uses. */
export async function hostileZips(): Promise<{ name: string; bytes: Buffer; refusal: RegExp }[]> {
  const symlink = new yazl.ZipFile();
  symlink.addBuffer(Buffer.from('/etc/passwd'), 'wp-content/uploads/link.jpg', { mode: 0o120777 });
  const crowded = new yazl.ZipFile();
  for (let i = 0; i <= 10_000; i++)
    crowded.addBuffer(Buffer.alloc(0), `f/${i}.jpg`, { compress: false });
  // One small file whose central directory claims 600 MB unpacked.
  const bomb = await (async () => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(1024), 'wp-content/uploads/big.jpg');
    const bytes = await zipBuffer(zip);
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(600 * 1024 * 1024, central + 24);
    return bytes;
  })();
  return [
    {
      name: 'zip-slip',
      bytes: await zipNamed('xx/xx/evil.txt', '../../evil.txt'),
      refusal: /climbs out of its folder/,
    },
    {
      name: 'absolute path',
      bytes: await zipNamed('_etc/cron.d/x', '/etc/cron.d/x'),
      refusal: /absolute path/,
    },
    { name: 'symbolic link', bytes: await zipBuffer(symlink), refusal: /symbolic link/ },
    {
      name: 'more than 10,000 files',
      bytes: await zipBuffer(crowded),
      refusal: /more than 10,000 files/,
    },
    { name: 'over 500 MB unpacked', bytes: bomb, refusal: /more than 500 MB once unpacked/ },
  ];
}

/** XML the importer must refuse, each with the line and words of its refusal. */
export const HOSTILE_XML: { name: string; xml: string; refusal: RegExp }[] = [
  {
    name: 'billion laughs',
    xml: `<?xml version="1.0"?>\n<!DOCTYPE laughs [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<rss><channel>&lol2;</channel></rss>`,
    refusal: /^Line 2: the file declares a document type/,
  },
  {
    name: 'external entity (XXE)',
    xml: `<?xml version="1.0"?>\n\n<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss><channel><title>&xxe;</title></channel></rss>`,
    refusal: /^Line 3: the file declares a document type/,
  },
  {
    name: 'malformed',
    xml: `<?xml version="1.0"?>\n<rss xmlns:wp="http://wordpress.org/export/1.2/">\n<channel>\n<item><title>Broken</item>\n</channel>\n</rss>`,
    refusal: /^Line 4: the XML is malformed: .*title/,
  },
  {
    name: 'an RSS feed, not a WordPress export',
    xml: `<?xml version="1.0"?>\n<rss version="2.0">\n<channel><title>News</title></channel>\n</rss>`,
    refusal: /^Line 2: this is not a WordPress export: it declares no WordPress export namespace/,
  },
  {
    name: 'a sitemap',
    xml: `<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x/</loc></url></urlset>`,
    refusal: /^Line 2: this is not a WordPress export: its root element is not <rss>/,
  },
  {
    // A scan that took `<![CDATA[` inside a processing instruction for a CDATA section skipped
    // past the DOCTYPE, and the parser then expanded the entity into the title.
    name: 'a DOCTYPE behind a processing instruction holding <![CDATA[',
    xml: `<?xml version="1.0"?>\n<?pi <![CDATA[ ?>\n<!DOCTYPE rss [<!ENTITY boom "EXPANDED">]>\n<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version><title>&boom;</title></channel></rss>\n<!-- ]]> -->`,
    refusal: /^Line 3: the file declares a document type/,
  },
  {
    name: 'elements nested 100,000 deep',
    xml: `<?xml version="1.0"?>\n<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel>\n${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</channel></rss>`,
    refusal: /^Line 3: elements are nested more than 64 deep/,
  },
  {
    name: 'an element named __proto__',
    xml: `<?xml version="1.0"?>\n<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>\n<__proto__><polluted>yes</polluted></__proto__></channel></rss>`,
    refusal:
      /^Line 3: an element or attribute is named “__proto__”, which no WordPress export uses/,
  },
];

/** The WordPress exports written for the tests (tests/fixtures/wordpress/README.md). */
export const FIXTURES_DIR = join(import.meta.dirname, '..', 'fixtures', 'wordpress');

export const fixture = (name: string): Buffer => readFileSync(join(FIXTURES_DIR, name));

/**
 * The uploads of the fixtures' sites, each as its site's ZIP lays them out: WordPress.com's media
 * export in year/month folders inside one of its own; a self-hosted site's wp-content/uploads with
 * the sizes WordPress made; a network blog's under sites/N. The same image has the same bytes in
 * every ZIP, so two exports of one site bring in the same files.
 */
export async function fixtureUploads(): Promise<Record<string, Buffer>> {
  const patch = await noise(1200, 800).jpeg().toBuffer();
  const chart = await noise(600, 400).png().toBuffer();
  const desk = await noise(800, 600).jpeg().toBuffer();
  const build = (files: [string, Buffer][]) => {
    const zip = new yazl.ZipFile();
    for (const [name, bytes] of files) zip.addBuffer(bytes, name);
    return zipBuffer(zip);
  };
  return {
    'wordpress-com.xml': await build([
      ['media-export-8812345-from-0-to-3/2019/05/patch.jpg', patch],
      ['media-export-8812345-from-0-to-3/2019/05/chart.png', chart],
      ['media-export-8812345-from-0-to-3/2019/06/restore-checklist.pdf', Buffer.from('%PDF-1.4')],
    ]),
    'self-hosted.xml': await build([
      ['wp-content/uploads/2019/05/patch.jpg', patch],
      ['wp-content/uploads/2019/05/patch-1024x683.jpg', await noise(1024, 683).jpeg().toBuffer()],
      ['wp-content/uploads/2019/05/chart.png', chart],
      ['wp-content/uploads/2019/05/chart-300x200.png', await noise(300, 200).png().toBuffer()],
      ['wp-content/uploads/2019/06/restore-checklist.pdf', Buffer.from('%PDF-1.4')],
    ]),
    'network-alpha.xml': await build([['wp-content/uploads/sites/2/2020/03/desk.jpg', desk]]),
    'network-beta.xml': await build([
      ['wp-content/uploads/sites/3/2020/03/desk.jpg', await noise(640, 480).jpeg().toBuffer()],
    ]),
  };
}
