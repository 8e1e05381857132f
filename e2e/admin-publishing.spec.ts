import { expect, test, type APIRequestContext } from '@playwright/test';
import { jsonWrite, signInThroughApi } from './support/admin.ts';
import { photoFile } from './support/images.ts';
import { postsApi } from './support/posts-api.ts';

// What a marketer's publishing choices do to the public site, on the real Node server with its
// background rebuilds: renamed posts, SEO fields, backdating and scheduling.
test.describe.configure({ mode: 'serial' });

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();

const headOf = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test('a renamed post’s old addresses answer 301 to the current one, chains collapsed', async ({
  request,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInThroughApi(request, baseURL!);
  const api = await postsApi(request, baseURL!);
  const longExcerpt =
    'Ransomware crews now look for the backup server first, so this guide walks a twelve-person firm through moving one copy off site, making it immutable and testing a restore every quarter.';
  let renamed = await api.create({
    slug: 'e2e-rename-a',
    title: 'E2E: The backup copy ransomware cannot touch',
    metaTitle: 'Immutable backups for small firms',
    metaDescription: 'One offline, unchangeable copy is what lets a small firm refuse a ransom.',
  });
  // Backdated: live at once, with the date the marketer chose.
  renamed = await api.publish(renamed, new Date('2024-03-01T14:00:00Z'));
  renamed = await api.update(renamed, { slug: 'e2e-rename-b' });
  expect((await api.update(renamed, { slug: 'e2e-rename-c' })).slug).toBe('e2e-rename-c');
  const fallback = await api.publish(
    await api.create({
      slug: 'e2e-seo-fallback',
      title: 'E2E: Patch Tuesday without the panic',
      excerpt: longExcerpt,
    }),
  );
  expect(fallback.status).toBe('published');

  // A topic renamed twice: both old listing addresses lead to the current one.
  const headers = jsonWrite(baseURL!);
  const topicAnswer = await request.post('/api/admin/taxonomies/topics', {
    headers,
    data: { name: 'E2E Patching', slug: 'e2e-patching' },
  });
  expect(topicAnswer.status()).toBe(201);
  const { item: topic } = (await topicAnswer.json()) as { item: { id: string; version: number } };
  await api.publish(
    await api.create({ slug: 'e2e-patch-notes', title: 'E2E: Patch notes', topicIds: [topic.id] }),
  );
  // Each rename names the version it was made against (If-Match), as the admin's form does.
  let version = topic.version;
  for (const slug of ['e2e-patch-news', 'e2e-patch-management']) {
    const renamed = await request.put(`/api/admin/taxonomies/topics/${topic.id}`, {
      headers: { ...headers, 'If-Match': `"${version}"` },
      data: { name: 'E2E Patch management', slug },
    });
    expect(renamed.status()).toBe(200);
    version = ((await renamed.json()) as { item: { version: number } }).item.version;
  }

  // A cover uploaded to the media library.
  const uploaded = await request.post('/api/admin/media', {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      file: await photoFile('e2e-rack.jpg', 2000, 1200),
      alt: 'An engineer labelling cables in a server rack',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { id: string; path: string } };
  await api.publish(
    await api.create({
      slug: 'e2e-uploaded-cover',
      title: 'E2E: A cover from the library',
      coverImageUrl: image.path,
    }),
  );

  // A new location page, its copy its own.
  const danbury = {
    slug: 'danbury',
    city: 'Danbury',
    state: 'CT',
    metaTitle: 'Managed IT Services in Danbury, CT',
    metaDescription: 'IT support for Danbury manufacturers and clinics, on site from Route 7.',
    introText:
      'Danbury manufacturers along Route 7 run shop-floor PCs, CNC controllers and an ERP that cannot stop for a patch window, so we schedule every change around their shifts.',
    isPublished: true,
    details: {
      areas: ['Downtown Danbury', 'Bethel'],
      highlights: ['Shift-aware maintenance', 'Plant-floor networks', 'Clinic support'].map(
        (title) => ({ icon: 'clock', title, description: `${title} for Danbury teams.` }),
      ),
      services: ['ERP uptime', 'OT segmentation', 'Backups', 'Help desk'].map((title) => ({
        icon: 'server',
        title,
        description: `${title}, planned around production.`,
        href: '/managed-it-services',
        linkLabel: 'Managed IT',
      })),
      faqs: ['ERP downtime', 'shop-floor Wi-Fi', 'CMMC', 'CNC backups', 'night shifts'].map(
        (topic) => ({
          question: `How do you handle ${topic} at a plant?`,
          answer: `We inventory the ${topic} risks on your floor first, then agree a window with your plant manager.`,
        }),
      ),
    },
  };
  const location = await request.post('/api/admin/locations', { headers, data: danbury });
  expect(location.status(), await location.text()).toBe(201);
  // Renamed before the rebuild: the first address answers 301 with the page.
  const { location: created } = (await location.json()) as {
    location: { id: string; version: number };
  };
  const renamedLocation = await request.put(`/api/admin/locations/${created.id}`, {
    headers: { ...headers, 'If-Match': `"${created.version}"` },
    data: { ...danbury, slug: 'danbury-ct' },
  });
  expect(renamedLocation.status(), await renamedLocation.text()).toBe(200);

  // A new industry page with the uploaded image.
  const industry = await request.post('/api/admin/industries', {
    headers,
    data: {
      slug: 'dental-practices',
      name: 'Dental Practices',
      description: 'IT for dental practices: imaging uptime, practice software and backups.',
      introText: 'Dental offices run on imaging and a practice system that must be up at 7 a.m.',
      metaTitle: 'Managed IT for Dental Practices',
      metaDescription: 'Managed IT for dental practices: imaging uptime and Dentrix support.',
      imageUrl: image.path,
      details: {
        services: ['Imaging uptime', 'Dentrix support', 'Encrypted backups'].map((title) => ({
          icon: 'heart-pulse',
          title,
          description: `${title} for the front desk and the operatories.`,
        })),
        faqs: ['Do you support Dentrix?', 'Will you sign a BAA?'].map((question) => ({
          question,
          answer: 'Yes, for every dental client.',
        })),
        resources: [
          {
            icon: 'shield',
            title: 'Cybersecurity services',
            description: 'EDR, email security and training.',
            href: '/cybersecurity-services',
            linkLabel: 'See cybersecurity',
          },
        ],
      },
    },
  });
  expect(industry.status(), await industry.text()).toBe(201);

  await expect
    .poll(
      async () =>
        (await status(request, '/locations/danbury-ct')) === 200 &&
        (await status(request, '/industries/dental-practices')) === 200 &&
        (await status(request, '/insights/e2e-rename-c')) === 200 &&
        (await status(request, '/insights/e2e-seo-fallback')) === 200 &&
        (await status(request, '/insights/e2e-uploaded-cover')) === 200 &&
        (await status(request, '/topic/e2e-patch-management')) === 200,
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);

  for (const old of ['e2e-rename-a', 'e2e-rename-b']) {
    const answer = await request.get(`/insights/${old}?utm_source=newsletter`, {
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/insights/e2e-rename-c?utm_source=newsletter');
  }
  const movedLocation = await request.get('/locations/danbury', { maxRedirects: 0 });
  expect(movedLocation.status()).toBe(301);
  expect(movedLocation.headers()['location']).toBe('/locations/danbury-ct');
  // The new location's page, and its place in the locations index.
  await page.goto('/locations/danbury-ct');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Danbury');
  await expect(page.getByText('How do you handle CMMC at a plant?')).toBeVisible();
  await page.goto('/locations');
  await expect(page.getByRole('link', { name: /Danbury/ }).first()).toHaveAttribute(
    'href',
    '/locations/danbury-ct',
  );

  // The new industry's page with its library image, and its place in the industries index.
  await page.goto('/industries/dental-practices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dental Practices');
  await expect(page.getByText('Do you support Dentrix?')).toBeVisible();
  const industryImage = page.locator('#overview picture img');
  await expect(industryImage).toHaveAttribute(
    'alt',
    'An engineer labelling cables in a server rack',
  );
  await expect(page.locator('#overview picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    new RegExp(`/media/${image.id}/480\\.avif 480w`),
  );
  await page.goto('/industries');
  await expect(page.getByRole('link', { name: /Dental Practices/ }).first()).toHaveAttribute(
    'href',
    '/industries/dental-practices',
  );

  // The uploaded cover: a <picture> of built AVIF and WebP widths, with width, height and alt (the
  // article's first picture; the related posts' cards below carry pictures of their own).
  await page.goto('/insights/e2e-uploaded-cover');
  const picture = page.locator('article picture').first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    [480, 800, 1200, 1600].map((w) => `/media/${image.id}/${w}.avif ${w}w`).join(', '),
  );
  const cover = picture.locator('img');
  await expect(cover).toHaveAttribute('alt', 'An engineer labelling cables in a server rack');
  await expect(cover).toHaveAttribute('width', /^\d+$/);
  await expect(cover).toHaveAttribute('height', /^\d+$/);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`/media/${image.id}/\\d+\\.avif$`),
  );
  for (const [file, type] of [
    ['800.avif', 'image/avif'],
    ['1600.webp', 'image/webp'],
  ]) {
    const variant = await request.get(`/media/${image.id}/${file}`);
    expect(variant.status()).toBe(200);
    expect(variant.headers()['content-type']).toBe(type);
  }

  for (const old of ['e2e-patching', 'e2e-patch-news']) {
    const answer = await request.get(`/topic/${old}?utm_source=newsletter`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe('/topic/e2e-patch-management?utm_source=newsletter');
  }
  await page.goto('/topic/e2e-patching');
  await expect(page).toHaveURL(/\/topic\/e2e-patch-management$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('E2E Patch management');

  await page.goto('/insights/e2e-rename-a');
  await expect(page).toHaveURL(/\/insights\/e2e-rename-c$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'E2E: The backup copy ransomware cannot touch',
  );
  await expect(page.locator('article time').first()).toHaveAttribute('datetime', /^2024-03-01/);

  // The SEO overrides, and the fallbacks (title; excerpt cut at a word, within 160 characters).
  const own = await (await request.get('/insights/e2e-rename-c')).text();
  expect(headOf(own, /<title>([^<]*)<\/title>/)).toBe(
    'Immutable backups for small firms | Northbeam IT',
  );
  expect(headOf(own, /<meta name="description" content="([^"]*)"/)).toBe(
    'One offline, unchangeable copy is what lets a small firm refuse a ransom.',
  );
  const fallen = await (await request.get('/insights/e2e-seo-fallback')).text();
  expect(headOf(fallen, /<title>([^<]*)<\/title>/)).toBe(
    'E2E: Patch Tuesday without the panic | Northbeam IT',
  );
  const description = headOf(fallen, /<meta name="description" content="([^"]*)"/) ?? '';
  expect(description.length).toBeLessThanOrEqual(160);
  expect(description.endsWith('…')).toBe(true);
  expect(longExcerpt.startsWith(description.slice(0, -1))).toBe(true);

  // Only current addresses are listed.
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/insights/e2e-rename-c</loc>');
  expect(sitemap).not.toContain('/insights/e2e-rename-a<');
  expect(sitemap).not.toContain('/insights/e2e-rename-b<');
});

test('a scheduled post goes live at its time with nobody acting', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  await signInThroughApi(request, baseURL!);
  const api = await postsApi(request, baseURL!);
  const draft = await api.create({ slug: 'e2e-scheduled', title: 'E2E: Scheduled for later' });
  const at = new Date(Date.now() + 20_000);
  const scheduled = await api.publish(draft, at);
  expect(scheduled).toMatchObject({ status: 'scheduled', publishedAt: at.toISOString() });

  expect(await status(request, '/insights/e2e-scheduled')).toBe(404);
  await expect
    .poll(() => status(request, '/insights/e2e-scheduled'), {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe(200);
  // Never before its time.
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  const insights = await (await request.get('/insights')).text();
  expect(insights).toContain('E2E: Scheduled for later');
});
