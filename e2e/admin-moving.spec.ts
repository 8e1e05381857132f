import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN, jsonWrite, signInThroughForm } from './support/admin.ts';
import { copyOfBuildData } from './support/build-data.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';
import { WP_ITEMS, wordpressUploads, wxr } from '#test-support/wordpress.ts';

// Moving in and out, on real Node servers of their own: a WordPress site imported through the admin
// with a mapping, its old addresses answering 301 once the site has rebuilt, the same import again
// changing nothing; the redirects manager (by hand, CSV, hits); and "Export everything" read back
// into an empty instance.
test.describe.configure({ mode: 'serial' });

interface Site {
  base: string;
  server: OwnServer;
  dirs: string[];
}

const work = mkdtempSync(join(tmpdir(), 'northbeam-e2e-moving-'));
const files = {
  xml: join(work, 'old-site.WordPress.2019-06-30.xml'),
  uploads: join(work, 'uploads.zip'),
};
let site: Site;
let empty: Site | undefined;

async function startSite(dataDir: string, rebuilds: boolean): Promise<Site> {
  const port = await freePort();
  const releasesDir = mkdtempSync(join(tmpdir(), 'northbeam-e2e-moving-releases-'));
  const server = await startOwnServer({
    port,
    dataDir,
    releasesDir,
    env: { REBUILD_ON_CHANGE: String(rebuilds) },
  });
  return { base: `http://127.0.0.1:${port}`, server, dirs: [dataDir, releasesDir] };
}

async function stopSite(stopped: Site | undefined) {
  await stopped?.server.stop();
  for (const dir of stopped?.dirs ?? []) rmSync(dir, { recursive: true, force: true });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  writeFileSync(files.xml, wxr(WP_ITEMS));
  writeFileSync(files.uploads, await wordpressUploads());
  site = await startSite(copyOfBuildData('northbeam-e2e-moving-data-'), true);
});

test.afterAll(async () => {
  await stopSite(site);
  await stopSite(empty);
  rmSync(work, { recursive: true, force: true });
});

async function adminPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
  return page;
}

/** Uploads the files, reads the dry run, and runs the import to its end. */
async function importThroughAdmin(
  page: Page,
  main: string,
  uploads: string | null,
  mapping: (page: Page) => Promise<void> = async () => {},
) {
  await page.getByRole('button', { name: 'Import & export' }).click();
  await page
    .getByLabel('WordPress export (.xml) or an export of this site (.zip)')
    .setInputFiles(main);
  if (uploads) await page.getByLabel(/WordPress images/).setInputFiles(uploads);
  await page.getByRole('button', { name: 'Check the files' }).click();
  const summary = page.getByTestId('dry-run-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await mapping(page);
  const dryRun = await summary.textContent();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done:/ })).toBeVisible({
    timeout: 120_000,
  });
  return {
    dryRun: dryRun ?? '',
    done:
      (await page
        .getByRole('status')
        .filter({ hasText: /^Done:/ })
        .textContent()) ?? '',
  };
}

const answer = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
};

test('a WordPress site moves in with a mapping, and a second import of it changes nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const page = await adminPage(browser, site.base);
  const first = await importThroughAdmin(page, files.xml, files.uploads, async (admin) => {
    // Security becomes the Cybersecurity topic; the dry run is made again with the mapping.
    await admin
      .getByLabel('Security (category, 2 posts)')
      .selectOption({ label: 'topic: Cybersecurity' });
    await admin
      .getByLabel('Ransomware (tag, 1 post)')
      .selectOption({ label: 'New topic “Ransomware”' });
    // No audience or stage is given unless chosen: without these the posts come as drafts.
    await admin.getByLabel('Default audience').selectOption({ label: 'Small Businesses' });
    await admin.getByLabel('Default journey stage').selectOption({ label: 'Awareness' });
    // What was not public on WordPress stays a draft, and the dry run says so; pages are listed.
    await expect(admin.getByRole('list', { name: 'Kept as drafts' })).toContainText(
      'Internal notes: It was private on WordPress (never public): imported as a draft.',
    );
    await expect(admin.getByRole('list', { name: 'WordPress pages' })).toContainText(
      'About us (/about): No page here matches /about',
    );
    await expectNoAxeViolations(admin);
    // The dry run and the mapping fit a phone's screen too.
    const desktop = admin.viewportSize()!;
    await admin.setViewportSize({ width: 390, height: 844 });
    await expectNoPageOverflow(admin);
    await admin.setViewportSize(desktop);
    await admin.getByRole('button', { name: 'Check again with this mapping' }).click();
    await expect(admin.getByRole('list', { name: 'Will be created' })).toContainText(
      'The topic “Ransomware”: A new topic at /topic/ransomware.',
    );
  });
  // The dry run's figures are the import's: images are files (two), not the places showing them.
  const redirects = /(\d+) redirects\.$/.exec(first.dryRun)?.[1];
  expect(first.dryRun).toMatch(
    /^From https:\/\/old\.example\.com: 7 to create, 3 to skip; 5 posts, 0 pages, 2 images, \d+ redirects\.$/,
  );
  expect(first.done).toBe(
    `Done: 7 created, 3 skipped, 0 already there; 5 posts, 0 pages, 2 images, ${redirects} redirects. The site is rebuilding with them.`,
  );
  await page.getByText(/^What happened \(\d+\)$/).click();
  await expect(page.getByRole('list', { name: 'What happened' })).toContainText(
    'Ransomware: a field guide: created. Published at /insights/ransomware-field-guide.',
  );

  // An imported post opens in the rich editor's formatted view: strike, superscript, a footnote.
  await page.goto('/admin?q=classic');
  await page.getByRole('button', { name: 'Edit Backups, the classic way & why' }).click();
  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  // The editor's code and the site's renderer load on the first opening: slow on a busy machine.
  await expect(content.locator('sup').first()).toHaveText('2', { timeout: 30_000 });
  await expect(content.locator('s').first()).toHaveText('two');
  await expect(content.locator('[data-footnote-definition]')).toContainText(
    'Arithmetic, not policy.',
  );
  await expect(page.getByRole('button', { name: 'Markdown source' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  const base = site.base;
  // The same files again: nothing to create, nothing created.
  const counts = async () => {
    const posts = (await (await request.get(`${base}/api/admin/posts`)).json()) as {
      total: number;
    };
    const redirects = (await (await request.get(`${base}/api/admin/redirects`)).json()) as {
      redirects: unknown[];
    };
    return { posts: posts.total, redirects: redirects.redirects.length };
  };
  await request.post(`${base}/api/auth/login`, { headers: jsonWrite(base), data: E2E_ADMIN });
  const before = await counts();
  await page.reload();
  const second = await importThroughAdmin(page, files.xml, files.uploads);
  expect(second.dryRun).toMatch(/: 0 to create, \d+ to skip/);
  expect(second.done).toMatch(/^Done: 0 created/);
  expect(await counts()).toEqual(before);
  await page.context().close();
});

test('the redirects manager: by hand and from a CSV, each refusal on its field', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const base = site.base;
  const page = await adminPage(browser, base);
  await page.getByRole('button', { name: 'Redirects' }).click();
  await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  // Renamed pages' old addresses and the import's are listed.
  await expect(
    page.locator('li[data-redirect-from="/2019/05/ransomware-field-guide"]'),
  ).toContainText('From an import');

  await page.getByRole('button', { name: 'Add redirect' }).click();
  const form = page.getByRole('form', { name: 'New redirect' });
  await form.getByLabel('From').fill('/pricing');
  await form.getByLabel('To').fill('/services');
  await form.getByRole('button', { name: 'Add redirect' }).click();
  // Each refusal on its field (and said once for the form).
  await expect(form.getByLabel('From')).toHaveAccessibleDescription(
    /\/pricing is a page on this site; a redirect from it would hide the page\./,
  );
  await form.getByLabel('From').fill('https://old.example.com/services/it-support/');
  await form.getByLabel('To').fill('http://partner.example.com/');
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByLabel('To')).toHaveAccessibleDescription(
    /To must use https:\/\/ when it leads to another site\./,
  );
  await form.getByLabel('To').fill('/managed-it-services');
  await form.getByLabel('Type').selectOption('302');
  await form.getByLabel('Note (optional)').fill('Old services page');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByText('Added /services/it-support → /managed-it-services.')).toBeVisible();

  // A CSV: a bad line refuses all of it, naming the line; then a good one.
  const csvInput = page.getByLabel('Import a CSV');
  await csvInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('from,to\n/csv-a,/contact\n/csv-b,javascript:alert(1)\n'),
  });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('alert')).toContainText('line 3: To must be a page on this site');
  await csvInput.setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('from,to,status,note\n/csv-a,/contact,,\n/csv-b,/csv-a,302,chained\n'),
  });
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(
    page.getByText('Imported the CSV: 2 added, 0 changed, 0 already there.'),
  ).toBeVisible();
  // The chain collapsed: /csv-b leads straight to /contact.
  await expect(page.locator('li[data-redirect-from="/csv-b"] p').first()).toHaveText(
    /^\/csv-b\s*→\s*leads to\s*\/contact$/,
  );

  // Edit, then delete.
  const row = page.locator('li[data-redirect-from="/csv-a"]');
  await row.getByRole('button', { name: 'Edit the redirect from /csv-a' }).click();
  await row.getByLabel('To').fill('/contact?from=csv');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('li[data-redirect-from="/csv-a"]')).toContainText('/contact?from=csv');
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .locator('li[data-redirect-from="/csv-b"]')
    .getByRole('button', { name: 'Delete the redirect from /csv-b' })
    .click();
  await expect(page.locator('li[data-redirect-from="/csv-b"]')).toHaveCount(0);

  await page.context().close();
});

test('once the site has rebuilt: every old address answers 301, kept redirects their own status, hits counted', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const base = site.base;
  const page = await adminPage(browser, base);
  // One rebuild carries both: the import's (asked for when its last item was done) and the
  // manager's changes made while it ran; the last of them decides when to look.
  await expect
    .poll(async () => (await answer(request, `${base}/csv-a`)).location, {
      timeout: 300_000,
      intervals: [3_000],
    })
    .toBe('/contact?from=csv');
  expect((await answer(request, `${base}/csv-b`)).status).toBe(404);
  expect(await answer(request, `${base}/services/it-support/`)).toEqual({
    status: 302,
    location: '/managed-it-services',
  });
  expect(await answer(request, `${base}/services/it-support?ref=mail`)).toEqual({
    status: 302,
    location: '/managed-it-services?ref=mail',
  });
  // Each answer counted (the server adds its counts to the database every few seconds).
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Posts' }).click();
        await page.getByRole('button', { name: 'Redirects' }).click();
        return page.locator('li[data-redirect-from="/services/it-support"]').textContent();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toMatch(/ 2 hits, last /);
  expect(await answer(request, `${base}/category/security/`)).toEqual({
    status: 301,
    location: '/topic/cybersecurity',
  });
  // The imported posts, their old addresses, their images' attachment pages.
  expect((await answer(request, `${base}/insights/ransomware-field-guide`)).status).toBe(200);
  expect(await answer(request, `${base}/2019/05/ransomware-field-guide/`)).toEqual({
    status: 301,
    location: '/insights/ransomware-field-guide',
  });
  expect(await answer(request, `${base}/?p=102`)).toEqual({
    status: 301,
    location: '/insights/backups-the-classic-way?p=102',
  });
  const attachment = await answer(request, `${base}/?attachment_id=201`);
  expect(attachment.status).toBe(301);
  expect(attachment.location).toMatch(/^\/media\/[0-9a-f-]{36}\/1600\.webp\?attachment_id=201$/);
  expect((await request.get(`${base}${attachment.location}`)).headers()['content-type']).toBe(
    'image/webp',
  );
  expect((await answer(request, `${base}/?p=103`)).status).toBe(200);
  const article = await (await request.get(`${base}/insights/backups-the-classic-way`)).text();
  expect(article).toContain('href="/insights/ransomware-field-guide"');

  await page.context().close();
});

test('an export of one instance, read back into an empty one', async ({ browser, request }) => {
  test.setTimeout(360_000);
  const from = await adminPage(browser, site.base);
  await from.getByRole('button', { name: 'Import & export' }).click();
  const [download] = await Promise.all([
    from.waitForEvent('download'),
    from.getByRole('link', { name: 'Download the export (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^northbeam-export-.*\.zip$/);
  const zip = join(work, 'export.zip');
  await download.saveAs(zip);

  // An empty instance: migrated, no content at all.
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-e2e-empty-data-'));
  const migrated = spawnSync(process.execPath, ['scripts/db.ts', 'migrate'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(migrated.status, migrated.stderr).toBe(0);
  empty = await startSite(dataDir, false);
  const to = await adminPage(browser, empty.base);
  const moved = await importThroughAdmin(to, zip, null);
  expect(moved.dryRun).toMatch(
    // Skipped: the location pages a new database has from its first migration.
    /^From http:\/\/\S+: \d+ to create, \d+ to skip, 2 images, \d+ redirects\.$/,
  );

  const contentOf = async (base: string) => {
    await request.post(`${base}/api/auth/login`, { headers: jsonWrite(base), data: E2E_ADMIN });
    const posts = (await (await request.get(`${base}/api/admin/posts`)).json()) as {
      total: number;
      posts: { slug: string; status: string }[];
    };
    const redirects = (await (await request.get(`${base}/api/admin/redirects`)).json()) as {
      redirects: { from: string; to: string; status: number }[];
    };
    const media = (await (await request.get(`${base}/api/admin/media`)).json()) as {
      images: { id: string }[];
    };
    return {
      posts: posts.total,
      firstPage: posts.posts.map((post) => `${post.slug} ${post.status}`),
      redirects: redirects.redirects.map((r) => `${r.from} → ${r.to} ${r.status}`).sort(),
      media: media.images.map((image) => image.id).sort(),
    };
  };
  expect(await contentOf(empty.base)).toEqual(await contentOf(site.base));
  await from.context().close();
  await to.context().close();
});
