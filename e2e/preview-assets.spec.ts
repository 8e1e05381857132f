/**
 * Previews stay whole after a publish: a share link (a post's and a page's) and the signed-in admin's
 * preview, opened in a browser with a cold cache once a change has been published, load every
 * stylesheet, script and font they name from the live site, and show its styles. Runs its own server
 * over dist/, with publishing on.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ownServerApi } from './support/own-server-api.ts';
import { freePort, startOwnServer, type OwnServer } from './support/own-server.ts';
import { PRISTINE_DATA_ENV } from './support/worker-site.ts';

// A full rebuild of the demo site takes over 150 s on a heavily loaded machine.
const PUBLISH_LIMIT_MS = 300_000;
test.setTimeout(3 * PUBLISH_LIMIT_MS);

/** What a preview loaded that the site did not serve: its stylesheets, scripts, fonts, images. */
async function openCold(
  browser: Browser,
  url: string,
  context: BrowserContextOptions = {},
): Promise<{ missing: string[]; fontFamily: string; sheets: number }> {
  const cold = await browser.newContext(context);
  const page = await cold.newPage();
  const missing: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (['stylesheet', 'script', 'font', 'image'].includes(type) && response.status() >= 400) {
      missing.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => missing.push(`failed ${request.url()}`));
  const opened = await page.goto(url, { waitUntil: 'load' });
  expect(opened?.status(), url).toBe(200);
  const styled = await page.evaluate(() => ({
    fontFamily: getComputedStyle(document.body).fontFamily,
    sheets: [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 0).length,
  }));
  await cold.close();
  return { missing, ...styled };
}

test('previews name only assets the live site serves, after a publish, from a cold cache', async ({
  browser,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-preview-assets-data-'));
  const releasesDir = mkdtempSync(join(tmpdir(), 'northbeam-preview-assets-releases-'));
  // The build's own database: the server starts on dist/ without publishing anything first.
  const pristine = process.env[PRISTINE_DATA_ENV];
  if (pristine) cpSync(pristine, dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: OwnServer | undefined;
  const client = ownServerApi(base);
  const api = client.ok;
  try {
    server = await startOwnServer({ port, dataDir, releasesDir });
    await client.signIn();
    await expect
      .poll(async () => (await api('GET', '/api/admin/publishing')).status.state, {
        timeout: PUBLISH_LIMIT_MS,
      })
      .not.toMatch(/saved|rebuilding/);

    const { posts } = await api('GET', '/api/admin/posts?status=published');
    const postLink = (await api('POST', `/api/admin/posts/${posts[0].id}/preview-link`, {})).url;
    const { page: pricing } = await api('GET', '/api/admin/pages/pricing');
    const pageLink = (
      await api('POST', '/api/admin/pages/pricing/share-link', { document: pricing.document })
    ).url;

    // A change published after the links were made.
    const { page: home } = await api('GET', '/api/admin/pages/home');
    await api(
      'PUT',
      '/api/admin/pages/home',
      { document: { ...home.document, hero: { ...home.document.hero, title: 'Published since' } } },
      home.version,
    );
    await expect
      .poll(async () => (await fetch(`${base}/`)).text(), { timeout: PUBLISH_LIMIT_MS })
      .toContain('Published since');

    const signedIn: BrowserContextOptions = { storageState: client.storageState() };
    const previews: [string, string, BrowserContextOptions][] = [
      ['a post’s share link', new URL(new URL(postLink).pathname, base).href, {}],
      ['a page’s share link', new URL(new URL(pageLink).pathname, base).href, {}],
      ['the admin’s post preview', `${base}/admin/preview/${posts[0].id}`, signedIn],
      ['the admin’s page preview', `${base}/admin/preview/pages/pricing`, signedIn],
    ];
    for (const [name, url, context] of previews) {
      const loaded = await openCold(browser, url, context);
      expect(loaded.missing, name).toEqual([]);
      expect(loaded.sheets, `${name}: stylesheets applied`).toBeGreaterThan(0);
      expect(loaded.fontFamily, `${name}: the site's font`).toContain('Inter');
    }
  } finally {
    await server?.stop();
    if (server) await test.info().attach('server output', { body: server.output() });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
});
