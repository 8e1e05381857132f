import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi } from '#e2e-support/admin.ts';

// The contact form over https through the proxy: the browser's Origin is the public https origin
// while the server listens on plain HTTP. Both doors must accept it and record where the lead came from.

const run = Date.now().toString(36);
const SUCCESS = 'Message Sent Successfully!';

interface LeadJson {
  email: string;
  sourcePage: string | null;
  context: Record<string, string | number>;
}

async function findLead(request: APIRequestContext, baseURL: string, email: string) {
  await signInThroughApi(request, baseURL);
  const response = await request.get('/api/admin/leads?status=all&limit=500');
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: LeadJson[] };
  return leads.find((lead) => lead.email === email);
}

async function fillForm(page: Page, email: string, message: string) {
  await page.getByLabel('Name', { exact: true }).fill('Robin Proxy');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Company size', { exact: true }).selectOption('51-200 employees');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

test('sends with JavaScript over https, and the lead keeps its page and tool context', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `proxy-js-${run}@example.com`;
  await page.goto('/contact?from=pricing&users=25');
  expect(page.url()).toMatch(/^https:/);
  // The island hydrates when visible.
  await page.getByRole('heading', { name: 'Send us a Message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(form[action="/contact/send"])')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
  await fillForm(page, email, 'Sent through the TLS proxy.');
  const answer = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();

  expect(await findLead(request, baseURL!, email)).toMatchObject({
    sourcePage: '/contact',
    context: { from: 'pricing', users: 25 },
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sends as a plain form post over https and lands on the thank-you page', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `proxy-nojs-${run}@example.com`;
    await page.goto('/contact?from=security-check&score=35');
    await fillForm(page, email, 'Sent through the TLS proxy without JavaScript.');
    const answer = page.waitForResponse((response) => response.url().endsWith('/contact/send'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(303);
    await expect(page).toHaveURL(`${baseURL}/contact/thanks`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUCCESS);

    expect(await findLead(request, baseURL!, email)).toMatchObject({
      sourcePage: '/contact',
      context: { from: 'security-check', score: 35 },
    });
  });
});

test('a form post from another origin is refused', async ({ request }) => {
  const response = await request.post('/contact/send', {
    headers: { Origin: 'https://evil.example' },
    form: { name: 'Eve', email: 'eve@example.com', message: 'Cross-site.' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
