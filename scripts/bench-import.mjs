/**
 * The WordPress import, measured: posts per second for the dry run (read, convert, plan) and for the
 * import itself (posts, their images, links, redirects and activity, one transaction each), on
 * PGlite and on a throwaway Postgres 15, with a synthetic export of IMPORT_POSTS posts (default
 * 500; one in five carries a gallery and a featured image from a ZIP of 40 uploads).
 *
 *   node scripts/bench-import.mjs [--update-results] [--json FILE]
 *
 * Prints a Markdown section; --update-results replaces that section of bench/results.md.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import yazl from 'yazl';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { applySeed, readSeed } from '#lib/seed/seed.ts';
import { openImport } from '#lib/import/open.ts';
import { runStep, startJob } from '#lib/import/jobs.ts';
import { noise } from '#test-support/images.ts';
import { OLD_SITE, wxr, zipBuffer } from '#test-support/wordpress.ts';
import { logger, machineNote, reportResults } from './lib/bench-harness.mjs';
import { onBothEngines } from './lib/bench-engines.mjs';

const POSTS = Number(process.env.IMPORT_POSTS ?? 500);
const IMAGES = 40;
const HEADING = 'WordPress import';
const log = logger('bench-import');
const admin = { id: '00000000-0000-4000-8000-000000000001', email: 'bench@example.com' };

/** @param {number} n */
const upload = (n) => `${OLD_SITE}/wp-content/uploads/2020/01/photo-${n}.jpg`;

/**
 * A body as WordPress 6 writes it: paragraphs, a heading, a list, an embed; some with a gallery.
 * @param {number} n
 */
function body(n) {
  const gallery =
    n % 5 === 0
      ? `<!-- wp:gallery -->\n<figure class="wp-block-gallery"><ul class="blocks-gallery-grid">${[
          1, 2,
        ]
          .map((k) => {
            const id = 10_000 + ((n + k) % IMAGES);
            return `<li class="blocks-gallery-item"><figure><img src="${upload(id - 10_000)}" alt="" data-id="${id}" class="wp-image-${id}"/></figure></li>`;
          })
          .join('')}</ul></figure>\n<!-- /wp:gallery -->`
      : '';
  return [
    `<!-- wp:paragraph -->\n<p>Post ${n} explains <strong>patching</strong>, backups and the help desk in plain words for a small office.</p>\n<!-- /wp:paragraph -->`,
    '<!-- wp:heading -->\n<h2>What we check every month</h2>\n<!-- /wp:heading -->',
    '<!-- wp:list -->\n<ul><li>Updates applied</li><li>Backups restored</li><li>Accounts reviewed</li></ul>\n<!-- /wp:list -->',
    `<!-- wp:paragraph -->\n<p>${'Every office we support runs the same checklist. '.repeat(12)}</p>\n<!-- /wp:paragraph -->`,
    gallery,
    `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=v${n}"} -->\n<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=v${n}</div></figure>\n<!-- /wp:embed -->`,
  ].join('\n\n');
}

function site() {
  /** @type {import('#test-support/wordpress.ts').WpFixtureItem[]} */
  const items = [];
  for (let n = 0; n < IMAGES; n++) {
    items.push({
      id: 10_000 + n,
      title: `Photo ${n}`,
      type: 'attachment',
      status: 'inherit',
      slug: `photo-${n}`,
      attachmentUrl: upload(n),
      meta: { _wp_attachment_image_alt: `Office photo ${n}` },
    });
  }
  for (let n = 1; n <= POSTS; n++) {
    items.push({
      id: n,
      title: `Bench post ${n}: keeping a small office running`,
      status: 'publish',
      slug: `bench-post-${n}`,
      date: `2020-01-${String((n % 28) + 1).padStart(2, '0')} 10:00:00`,
      link: `${OLD_SITE}/2020/01/bench-post-${n}/`,
      content: body(n),
      terms: /** @type {const} */ ([
        { domain: 'category', slug: 'security', name: 'Security' },
        { domain: 'post_tag', slug: 'backup', name: 'Backup' },
      ]),
      ...(n % 5 === 0 && { meta: { _thumbnail_id: String(10_000 + (n % IMAGES)) } }),
    });
  }
  return wxr(items);
}

async function uploads() {
  const zip = new yazl.ZipFile();
  for (let n = 0; n < IMAGES; n++) {
    zip.addBuffer(
      await noise(1200, 800).jpeg().toBuffer(),
      `wp-content/uploads/2020/01/photo-${n}.jpg`,
    );
  }
  return zipBuffer(zip);
}

/** @param {import('#lib/db/client.ts').DatabaseHandle} handle @param {{ main: string, uploads: string }} files */
async function measure(handle, files) {
  await applyMigrations(handle.sql, migrationsDir());
  await applySeed(handle.db, await readSeed(seedDir()));
  // The mapping screen's choice of a default audience, stage and topic (none is given unasked).
  /** @param {string} table @returns {Promise<string>} */
  const first = async (table) =>
    String((await handle.sql.query(`select id from ${table} order by name limit 1`))[0]?.id);
  const planned = await openImport(handle.db, files, null);
  const chosen = /** @type {import('#lib/import/fields.ts').ImportMapping} */ (
    planned.dryRun.mapping
  );
  /** @type {import('#lib/import/fields.ts').ImportMapping} */
  const mapping = {
    ...chosen,
    defaults: {
      ...chosen.defaults,
      persona: await first('personas'),
      journeyStage: await first('journey_stages'),
      topic: await first('topics'),
    },
  };
  planned.close();
  let started = performance.now();
  const opened = await openImport(handle.db, files, mapping);
  const dryRunMs = performance.now() - started;
  opened.close();
  const { job } = await startJob(handle.db, admin, files, 'bench', undefined, mapping);
  started = performance.now();
  const done = await runStep(handle.db, admin, job.id, { budgetMs: Infinity });
  const importMs = performance.now() - started;
  if ((done.counts.posts ?? 0) !== POSTS)
    throw new Error(`imported ${done.counts.posts} posts, not ${POSTS}`);
  started = performance.now();
  const again = await startJob(handle.db, admin, files, 'bench again', undefined, mapping);
  await runStep(handle.db, admin, again.job.id, { budgetMs: Infinity });
  const againMs = performance.now() - started;
  return { dryRunMs, importMs, againMs, counts: done.counts };
}

const work = mkdtempSync(join(tmpdir(), 'northbeam-bench-import-'));
const files = { main: join(work, 'site.xml'), uploads: join(work, 'uploads.zip') };
try {
  writeFileSync(files.main, site());
  writeFileSync(files.uploads, await uploads());
  log(`export of ${POSTS} posts and ${IMAGES} images written`);
  const { onPglite, onPostgres } = await onBothEngines(async (handle, engine) => {
    const timing = await measure(handle, files);
    log(`${engine} done`);
    return timing;
  }, log);
  /** @typedef {{ dryRunMs: number, importMs: number, againMs: number }} Timing */
  /** @param {number} ms */
  const rate = (ms) => `${(POSTS / (ms / 1000)).toFixed(1)}`;
  /** @param {string} name @param {(timing: Timing) => string} pick */
  const row = (name, pick) =>
    `| ${name} | ${pick(onPglite)} | ${onPostgres ? pick(onPostgres) : 'n/a'} |`;
  const { counts } = onPglite;
  const section = [
    `## ${HEADING}`,
    '',
    `A synthetic WordPress export of ${POSTS.toLocaleString('en-US')} published posts (Gutenberg blocks; every fifth with a gallery of two images and a featured image, from a ZIP of ${IMAGES} uploads) imported into the demo content by \`scripts/bench-import.mjs\`: ${counts.images} images stored once each, ${counts.redirects} redirects. Posts per second; the import is one transaction per post with its images, links, redirects and activity entry.`,
    '',
    '| | PGlite | Postgres 15 |',
    '| --- | ---: | ---: |',
    row('dry run (read, convert, plan), posts/s', (r) => rate(r.dryRunMs)),
    row('import, posts/s', (r) => rate(r.importMs)),
    row('import, total seconds', (r) => (r.importMs / 1000).toFixed(1)),
    row('the same file again (nothing created), seconds', (r) => (r.againMs / 1000).toFixed(1)),
    '',
    machineNote(),
    '',
  ].join('\n');
  reportResults({
    name: 'bench-import',
    heading: HEADING,
    section,
    data: { posts: POSTS, onPglite, onPostgres },
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
