import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { signInThroughApi } from './support/admin.ts';

// First-touch attribution (docs/leads-report.md, "Where a visit started"): a visitor from an ad
// lands on /pricing, moves on through the site and sends the contact form a tool led them to; the
// lead carries the landing page, the ad's host and its UTM tags, with no cookie set, nothing new in
// the Content-Security-Policy and no request to another origin. Without JavaScript, the contact
// form still records what its own address carries. And any form a page adds with `data-lead-form`
// carries the same.

const run = Date.now().toString(36);

interface LeadJson {
  email: string;
  sourcePage: string | null;
  landingPage: string | null;
  referrerHost: string | null;
  utm: Record<string, string>;
  context: Record<string, string | number>;
}

async function findLead(request: APIRequestContext, baseURL: string, email: string) {
  await signInThroughApi(request, baseURL);
  const response = await request.get('/api/admin/leads?status=all&limit=500');
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: LeadJson[] };
  return leads.find((lead) => lead.email === email);
}

/** Fails the test on a CSP violation or a request to another origin. */
function watchPolicy(page: Page, baseURL: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(baseURL).origin) {
      problems.push(`request to ${url.origin}`);
    }
  });
  return problems;
}

async function send(page: Page, email: string) {
  await page.getByLabel('Name', { exact: true }).fill('Robin Park');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Message', { exact: true }).fill('Saw your ad; we need help with backups.');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('a visit from an ad that lands on /pricing: the lead names the page, the ad and its campaign', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const problems = watchPolicy(page, baseURL!);
  const email = `ad-${run}@example.com`;
  await page.goto(
    '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring-backups&gclid=x1',
    {
      referer: 'https://www.google.com/',
    },
  );
  // On through the site, then to the form the Pricing Calculator hands over to.
  await page.goto('/insights');
  await page.goto('/contact?from=pricing&users=30');
  await page.getByRole('heading', { name: 'Send us a Message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(form[data-lead-form])')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
  await send(page, email);
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();

  expect(await findLead(request, baseURL!, email)).toMatchObject({
    sourcePage: '/contact',
    landingPage: '/pricing',
    referrerHost: 'www.google.com',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-backups' },
    context: { from: 'pricing', users: 30 },
  });
  // First-party storage only: no cookie; the visitor's own browser keeps the first page's address.
  expect(await context.cookies()).toEqual([]);
  const kept = await page.evaluate(() => window.localStorage.getItem('northbeam.first-touch'));
  expect(JSON.parse(kept!)).toMatchObject({
    landing: '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=spring-backups&gclid=x1',
    referrer: 'www.google.com',
  });
  expect(problems).toEqual([]);
});

test('a form a later page adds carries the same first touch, sent as a plain form post', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `added-form-${run}@example.com`;
  await page.goto('/locations/hartford-ct?utm_source=newsletter&utm_campaign=ct-december');
  await page.goto('/industries/healthcare');
  // A lead form of a page to come: marked, posting to the no-JavaScript door, no island.
  await page.evaluate((address) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/contact/send';
    form.setAttribute('data-lead-form', '');
    for (const [name, value] of Object.entries({
      name: 'Sam Ortiz',
      email: address,
      message: 'From a form added later.',
    })) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const button = document.createElement('button');
    button.textContent = 'Send';
    form.append(button);
    document.querySelector('main')!.append(form);
  }, email);
  await page.locator('main form[data-lead-form] button').click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  expect(await findLead(request, baseURL!, email)).toMatchObject({
    sourcePage: '/industries/healthcare',
    landingPage: '/locations/hartford-ct',
    referrerHost: null,
    utm: { utm_source: 'newsletter', utm_campaign: 'ct-december' },
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form records what its own address carries', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `nojs-utm-${run}@example.com`;
    await page.goto(
      '/contact?utm_source=linkedin&utm_campaign=winter&from=security-check&score=41',
    );
    await send(page, email);
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    expect(await findLead(request, baseURL!, email)).toMatchObject({
      sourcePage: '/contact',
      landingPage: null,
      referrerHost: null,
      utm: { utm_source: 'linkedin', utm_campaign: 'winter' },
      context: { from: 'security-check', score: 41 },
    });
  });
});
