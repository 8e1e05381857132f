import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/page-checks.ts';

/** A generated cover's `srcset` in one format: the three widths pages load. */
const coverSrcset = (section: string, slug: string, format: string) =>
  ['600', '800', '1200'].map((w) => `/covers/${section}/${w}/${slug}.${format} ${w}w`).join(', ');

test('the brand face is self-hosted, preloaded and used', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/_astro\/inter-core-400-800\.[\w-]+\.woff2$/);
  expect(
    await page.evaluate(() =>
      document.fonts.ready.then(() => document.fonts.check('16px Inter', 'Managed IT — 24/7')),
    ),
  ).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
  // One font file, from this origin, and it is the preloaded one: the page's text is all core.
  expect(fontRequests).toEqual([new URL(href!, baseURL).href]);

  // Text beyond the core characters brings in the extra Latin file, from this origin too.
  await page.evaluate(() => {
    const name = document.createElement('p');
    name.textContent = 'José Muñoz, Zürich';
    document.querySelector('main')!.append(name);
  });
  await expect
    .poll(() => fontRequests.map((url) => new URL(url).pathname))
    .toEqual([
      new URL(href!, baseURL).pathname,
      expect.stringMatching(/^\/_astro\/inter-latin-extra-400-800\.[\w-]+\.woff2$/),
    ]);
});

test('testimonials carry monogram avatars that screen readers skip', async ({ page }) => {
  await page.goto('/');
  const captions = page.locator('#testimonials figcaption');
  expect(await captions.count()).toBeGreaterThan(0);
  for (const caption of await captions.all()) {
    const name = (await caption.locator('p.font-semibold').textContent())?.trim() ?? '';
    const avatar = caption.locator('span[aria-hidden="true"]');
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word[0])
      .filter((_, index, all) => index === 0 || index === all.length - 1)
      .join('');
    await expect(avatar).toHaveText(initials);
    const box = (await avatar.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
  }
});

test.describe('client wordmarks on /services', () => {
  for (const width of [390, 1280]) {
    test(`each is an image named for its client, within the screen at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services');
      const strip = page.getByRole('list', { name: 'Some of the organizations we support' });
      const marks = strip.getByRole('img');
      await expect(marks).toHaveCount(6);
      await expect(strip.getByRole('img', { name: 'Harborview Family Health' })).toBeVisible();
      for (const mark of await marks.all()) {
        const box = (await mark.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolations(page);
    });
  }
});

/** Width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

test.describe('generated covers', () => {
  test('every insight’s social image is its own 1200 × 630 PNG, different for posts that share a topic', async ({
    request,
  }) => {
    const index = (await (await request.get('/insights/index.json')).json()) as {
      posts: { slug: string; topics: string[] }[];
    };
    const seen = new Map<string, string>();
    for (const post of index.posts) {
      const html = await (await request.get(`/insights/${post.slug}`)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(new URL(image).pathname).toBe(`/og/insights/${post.slug}.png`);
      expect(html).toContain('<meta property="og:image:width" content="1200">');
      const answer = await request.get(new URL(image).pathname);
      expect(answer.headers()['content-type']).toContain('image/png');
      const bytes = await answer.body();
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      seen.set(post.slug, bytes.toString('base64'));
    }
    const [a, b] = index.posts.filter((post) => post.topics[0] === 'cybersecurity');
    expect(a && b).toBeTruthy();
    expect(seen.get(a!.slug)).not.toBe(seen.get(b!.slug));
  });

  for (const [kind, paths] of [
    ['service', ['/managed-it-services', '/cybersecurity-services', '/cloud-solutions']],
    [
      'blog',
      ['/blog/cybersecurity-threats-2025', '/blog/managed-it-services-small-business-guide'],
    ],
  ] as const) {
    test(`each ${kind} page has its own generated social image`, async ({ request }) => {
      const images = new Set<string>();
      for (const path of paths) {
        const html = await (await request.get(path)).text();
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
        expect(new URL(image).pathname).toMatch(/^\/og\/(services|blog)\/[a-z0-9-]+\.png$/);
        const bytes = await (await request.get(new URL(image).pathname)).body();
        expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
        images.add(bytes.toString('base64'));
      }
      expect(images.size).toBe(paths.length);
    });
  }

  test('an insight shows its cover responsively, AVIF first, with its size set', async ({
    page,
  }) => {
    const slug = '3-2-1-backup-rule-immutable-copies';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/insights/${slug}`);
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('srcset', coverSrcset('insights', slug, 'webp'));
    // The first: the related posts' cards below carry AVIF sources of their own.
    await expect(page.locator('article picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      coverSrcset('insights', slug, 'avif'),
    );
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // A phone takes a file near its own width, in AVIF, not the 1200 px one.
    const chosen = await cover.evaluate(
      (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
    );
    expect(chosen).toMatch(new RegExp(`^/covers/insights/(600|800)/${slug}\\.avif$`));
    await page.goto('/insights');
    const card = page.locator('main img[src^="/covers/insights/600/"]').first();
    await expect(card).toBeVisible();
  });

  test('a blog article shows its own cover, the same art as its social image', async ({
    page,
    request,
  }) => {
    const slug = 'cybersecurity-threats-2025';
    await page.goto(`/blog/${slug}`);
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('srcset', coverSrcset('blog', slug, 'webp'));
    await expect(page.locator('article picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      coverSrcset('blog', slug, 'avif'),
    );
    await expect(cover).toHaveAttribute('height', '630');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const format of ['webp', 'avif']) {
      const large = await request.get(`/covers/blog/1200/${slug}.${format}`);
      expect(large.headers()['content-type']).toBe(`image/${format}`);
    }
    // Both articles' covers differ: each is drawn from its own title.
    const other = await request.get(
      '/covers/blog/600/managed-it-services-small-business-guide.webp',
    );
    const own = await request.get(`/covers/blog/600/${slug}.webp`);
    expect((await other.body()).equals(await own.body())).toBe(false);
    await page.goto('/blog');
    await expect(page.locator(`#articles img[src="/covers/blog/600/${slug}.webp"]`)).toBeVisible();
  });
});

test.describe('page openings', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The first section of the page: its background and height. */
  const opening = (page: Page) =>
    page
      .locator('main section')
      .first()
      .evaluate((section) => {
        const style = getComputedStyle(section);
        return {
          color: style.backgroundColor,
          image: style.backgroundImage,
          height: section.getBoundingClientRect().height,
        };
      });

  test('home opens on the dark band; services, cities and tools each open their own way', async ({
    page,
  }) => {
    await page.goto('/');
    expect((await opening(page)).color).toBe('rgb(15, 23, 42)');

    await page.goto('/cybersecurity-services');
    const service = await opening(page);
    expect(service.image).toContain('linear-gradient');
    await expect(page.getByText('15-minute response, 24/7')).toBeVisible();

    await page.goto('/locations/bridgeport-ct');
    const areas = page.getByRole('heading', { name: 'Where we work around Bridgeport' });
    await expect(areas).toBeVisible();
    await expect(page.locator('main section').first().getByText('Black Rock')).toBeVisible();

    // A tool's opening is short: the tool starts on the first screen.
    await page.goto('/roi-calculator');
    expect((await opening(page)).height).toBeLessThan(service.height);
    await expect(page.getByLabel('Number of employees')).toBeInViewport();
  });
});

test.describe('hero illustrations', () => {
  test('a service page opens with its own motif on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/cybersecurity-services');
    const motif = page.locator('section img[src="/illustrations/light/shield.svg"]');
    await expect(motif).toBeVisible();
    await expect.poll(() => motif.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  });

  test('phones never download it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/illustrations/')) fetched.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cybersecurity-services', { waitUntil: 'load' });
    await expect(page.locator('section img[src="/illustrations/light/shield.svg"]')).toBeHidden();
    expect(fetched).toEqual([]);
  });
});
