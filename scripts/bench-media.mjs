/**
 * An insight with an uploaded cover, measured: the bytes of its built image variants and of the
 * page, and Lighthouse (mobile) on it, on the Node server with its own background rebuild.
 *
 *   npm run build && node scripts/bench-media.mjs [--update-results]
 *
 * Starts `server/start.ts` (DIST_DIR, default dist/) with rebuilds on, on a fresh embedded database
 * and a free loopback port; uploads a 2400 × 1600 photo-like JPEG through the admin API, publishes
 * a post with it as the cover, waits until the rebuilt page is served, then fetches every variant
 * and runs Lighthouse once. Prints a Markdown section; --update-results replaces that section of
 * bench/results.md. Stops its server by PID.
 */
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { call, settled, signIn, sleep } from './lib/admin-client.mjs';
import { logger, machineNote, reportResults, startBenchSite } from './lib/bench-harness.mjs';
import { chromiumPath, kb, ms, runLighthouse, summarize } from './lib/lighthouse.mjs';

const LIMIT_MS = 240_000;
const HEADING = 'Image page (uploaded cover)';
const SLUG = 'bench-uploaded-cover';
const WIDTHS = [480, 800, 1200, 1600];
const log = logger('bench-media');

/** A photo-like test image: smooth gradients with noise, which compress like a real photo. */
async function photo() {
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1;
      pixels[i] = (40 + (x / width) * 120 + noise * 30) & 255;
      pixels[i + 1] = (90 + (y / height) * 100 + noise * 30) & 255;
      pixels[i + 2] = (140 + Math.sin(x / 90) * 60 + noise * 30) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function main() {
  const site = await startBenchSite({ name: 'media', rebuilds: true });
  const { base } = site;
  try {
    const cookie = await signIn(base, site.admin);
    log(`first rebuild: ${await settled(base, cookie, LIMIT_MS)}`);

    const original = await photo();
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(original)], { type: 'image/jpeg' }),
      'bench-photo.jpg',
    );
    form.set('alt', 'Rows of servers in a data-center aisle');
    const uploaded = await fetch(`${base}/api/admin/media`, {
      method: 'POST',
      headers: { Origin: base, Cookie: cookie },
      body: form,
    });
    if (uploaded.status !== 201)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const { image } = /** @type {{ image: { id: string; path: string } }} */ (
      await uploaded.json()
    );

    const { personas, journeyStages, topics } = /** @type {Record<string, { id: string }[]>} */ (
      await (await call(base, '/api/admin/taxonomies', { cookie })).json()
    );
    const created = await call(base, '/api/admin/posts', {
      method: 'POST',
      cookie,
      body: {
        title: 'Benchmark: a post with an uploaded cover',
        slug: SLUG,
        excerpt: 'How much an uploaded cover costs a reader on a phone.',
        content: '## Measured\n\nThe cover is a 2400 × 1600 JPEG from the media library.',
        coverImageUrl: image.path,
        category: 'Managed Services',
        personaIds: [personas?.[0]?.id],
        journeyStageIds: [journeyStages?.[0]?.id],
        topicIds: [topics?.[0]?.id],
      },
    });
    if (created.status !== 201)
      throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const { post } = /** @type {{ post: { id: string; version: number } }} */ (
      await created.json()
    );
    const published = await call(base, `/api/admin/posts/${post.id}/publish`, {
      method: 'POST',
      cookie,
      ifMatch: post.version,
      body: { published: true },
    });
    if (published.status !== 200) throw new Error(`publish answered ${published.status}`);

    const started = Date.now();
    while ((await fetch(`${base}/insights/${SLUG}`)).status !== 200) {
      if (Date.now() - started > LIMIT_MS) throw new Error('the post never went live');
      await sleep(250);
    }
    log(`live after ${Date.now() - started} ms`);

    /** @type {{ width: number; avif: number; webp: number }[]} */
    const variants = [];
    for (const width of WIDTHS) {
      const size = async (/** @type {string} */ format) =>
        (await (await fetch(`${base}/media/${image.id}/${width}.${format}`)).arrayBuffer())
          .byteLength;
      variants.push({ width, avif: await size('avif'), webp: await size('webp') });
    }
    const html = await (await fetch(`${base}/insights/${SLUG}`)).text();
    const lhr = await runLighthouse(`${base}/insights/${SLUG}`, 'mobile', chromiumPath());
    const summary = summarize(lhr);
    const requests =
      /** @type {{ url: string; transferSize?: number; resourceType?: string }[]} */ (
        lhr.audits['network-requests']?.details && 'items' in lhr.audits['network-requests'].details
          ? lhr.audits['network-requests'].details.items
          : []
      );
    const cover = requests.find((request) => request.url.includes(`/media/${image.id}/`));
    const total = requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

    const section = [
      `## ${HEADING}`,
      '',
      `Written by scripts/bench-media.mjs on ${new Date().toISOString().slice(0, 10)}: an insight whose cover is a ${kb(original.byteLength)} 2400 × 1600 JPEG uploaded to the media library, published, and served by the Node server after its background rebuild; Lighthouse ${lhr.lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), one run. ${machineNote()}.`,
      '',
      '| width | AVIF | WebP |',
      '| ---: | ---: | ---: |',
      ...variants.map((v) => `| ${v.width} px | ${kb(v.avif)} | ${kb(v.webp)} |`),
      '',
      `The page: HTML ${kb(gzipSync(html, { level: 9 }).byteLength)} gzip; the phone loaded \`${cover ? new URL(cover.url).pathname.split('/').pop() : 'no cover'}\` (${kb(cover?.transferSize ?? 0)}) and ${kb(total)} in all.`,
      '',
      '| Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${summary.scores.performance} | ${summary.scores.accessibility} | ${summary.scores['best-practices']} | ${summary.scores.seo} | ${ms(summary.fcp)} | ${ms(summary.lcp)} | ${ms(summary.tbt)} | ${summary.cls.toFixed(3)} |`,
      '',
      ...Object.entries(summary.lost).map(
        ([category, lost]) => `- ${category}: ${lost.join('; ')}`,
      ),
      '',
    ].join('\n');
    reportResults({ name: 'bench-media', heading: HEADING, section });
  } finally {
    await site.stop();
  }
}

await main();
