import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/worker-site.ts';
import { E2E_ADMIN, jsonWrite, signInThroughApi, signInThroughForm } from './support/admin.ts';
import { expectNoAxeViolations, expectSeoBasics } from './support/page-checks.ts';

// The contact form delivers: with and without JavaScript every accepted message is stored and shows
// up in the admin's leads inbox; on failure the visitor keeps what they typed. Each test sends at
// most two real messages (the server limits each client to 10 per 10 minutes).

const run = Date.now().toString(36);
const SUCCESS = 'Message Sent Successfully!';
const SUCCESS_TEXT = "We'll get back to you as soon as possible.";

interface LeadJson {
  id: string;
  name: string;
  email: string;
  message: string;
  companySize: string;
  sourcePage: string | null;
  context: Record<string, string | number>;
  utm: Record<string, string>;
  status: string;
  isSpam: boolean;
}

async function findLead(request: APIRequestContext, baseURL: string, email: string) {
  await signInThroughApi(request, baseURL);
  const response = await request.get('/api/admin/leads?status=all&limit=500');
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: LeadJson[] };
  return leads.find((lead) => lead.email === email);
}

/** The form works before hydration too (as a plain post); these tests want the island's JSON path. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Send us a Message' }).scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(form[action="/contact/send"])')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
}

async function fillForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Company size', { exact: true }).selectOption('51-200 employees');
  await page.getByLabel('Phone (optional)', { exact: true }).fill('(203) 555-0100');
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

test.describe('/contact', () => {
  test('has the four ways to reach us, metadata and no accessibility problems', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expectSeoBasics(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    const channels = page.locator('#channels');
    for (const title of ['Schedule a Call', 'Instant Chat', 'Email Us', '24/7 Priority Line'])
      await expect(channels.getByRole('heading', { name: title })).toBeVisible();
    const booking = channels.getByRole('link', { name: /Book a 30-minute call/ });
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expect(channels.getByRole('link', { name: /support@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await expect(channels.getByRole('link', { name: /sales@example\.com/ })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    await expect(channels.getByRole('link', { name: /555-0199/ })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('heading', { name: 'Send us a Message' })).toBeVisible();
    await expect(page.getByLabel('Company size', { exact: true })).toHaveValue('1-10 employees');
    await expectNoAxeViolations(page);
  });

  test('sends with JavaScript, with the tool context, and the lead reaches the admin', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `js-${run}@example.com`;
    await openHydrated(page, '/contact?from=pricing&users=25&utm_source=newsletter');
    await expect(
      page.getByText("We'll include your Pricing Calculator estimate for 25 users"),
    ).toBeVisible();
    await fillForm(page, { name: 'Jamie Ortiz', email, message: 'We need help with laptops.' });
    const answer = page.waitForResponse('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
    await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
    expect(page.url()).toContain('/contact?from=pricing');
    await expectNoAxeViolations(page);

    const lead = await findLead(request, baseURL!, email);
    expect(lead).toMatchObject({
      name: 'Jamie Ortiz',
      companySize: '51-200 employees',
      message: 'We need help with laptops.',
      sourcePage: '/contact',
      context: { from: 'pricing', users: 25 },
      utm: { utm_source: 'newsletter' },
      status: 'new',
      isSpam: false,
    });
  });

  test('shows the server’s field message next to the field and keeps what was typed', async ({
    page,
  }) => {
    await openHydrated(page, '/contact');
    // Valid for the browser, not for the server (no domain dot).
    await fillForm(page, {
      name: 'Lee Park',
      email: 'lee@localhost',
      message: 'Typed with care.\nSecond line.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    await expect(email).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lee Park');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'Typed with care.\nSecond line.',
    );
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  const failures: [string, (page: Page) => Promise<unknown>, string | RegExp][] = [
    [
      'a server error',
      (page) =>
        page.route('**/api/contact', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: "We couldn't save your message just now." }),
          }),
        ),
      "We couldn't save your message just now.",
    ],
    [
      'no connection',
      (page) => page.route('**/api/contact', (route) => route.abort('internetdisconnected')),
      /We couldn't reach our server/,
    ],
    [
      'the rate limit',
      (page) =>
        page.route('**/api/contact', (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Please try again in 10 minutes.' }),
          }),
        ),
      'Please try again in 10 minutes.',
    ],
  ];
  for (const [name, fail, message] of failures) {
    test(`on ${name}, shows the error and keeps everything typed`, async ({ page }) => {
      await fail(page);
      await openHydrated(page, '/contact');
      await fillForm(page, { name: 'Sam Reed', email: 'sam@example.com', message: 'Hello!' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByText(SUCCESS)).toHaveCount(0);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sam Reed');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('sam@example.com');
      await expect(page.getByLabel('Company size', { exact: true })).toHaveValue(
        '51-200 employees',
      );
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello!');
    });
  }
});

test.describe('/contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // (axe needs JavaScript: the pages of this door are checked in the next block.)

  test('sends as a plain form post and lands on the thank-you page', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `nojs-${run}@example.com`;
    await page.goto('/contact?from=security-check&score=35');
    await fillForm(page, { name: 'Ana Silva', email, message: 'Sent without JavaScript.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUCCESS);
    await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const lead = await findLead(request, baseURL!, email);
    expect(lead).toMatchObject({
      name: 'Ana Silva',
      message: 'Sent without JavaScript.',
      context: { from: 'security-check', score: 35 },
    });
  });

  test('gets the form back with the messages and everything typed', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { name: 'Kim Lau', email: 'kim@localhost', message: 'Keep this text.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Kim Lau');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('kim@localhost');
    await expect(page.getByLabel('Company size', { exact: true })).toHaveValue('51-200 employees');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep this text.');
  });
});

test.describe('the no-JavaScript pages', () => {
  test('the error page and the thank-you page have no accessibility problems', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { name: 'Kim Lau', email: 'kim@localhost', message: 'Keep this text.' });
    // Submit natively, as a browser without JavaScript would (form.submit() skips the island).
    await page
      .locator('form[action="/contact/send"]')
      .evaluate((form: HTMLFormElement) => form.submit());
    await expect(page).toHaveURL(/\/contact\/send$/);
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Keep this text.');
    await expectNoAxeViolations(page);

    await page.goto('/contact/thanks');
    await expectSeoBasics(page, '/contact/thanks');
    await expectNoAxeViolations(page);
  });

  test('opening the form address directly (a reload, a bookmark) leads back to the form', async ({
    page,
  }) => {
    await page.goto('/contact/send');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('admin leads inbox', () => {
  test('lists the lead, shows it escaped with its context, marks it handled, exports CSV', async ({
    page,
    baseURL,
  }) => {
    const name = `<script>alert("x")</script> ${run}`;
    const message = `'); DROP TABLE leads; -- <img src=x onerror=alert(1)>`;
    const email = `inbox-${run}@example.com`;
    const sent = await page.request.post('/api/contact', {
      headers: jsonWrite(baseURL!),
      data: {
        name,
        email,
        companySize: '11-50 employees',
        message,
        page: '/contact?from=roi-calculator&employees=50&issues=3&minutes=45',
      },
    });
    expect(sent.status()).toBe(201);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInThroughForm(page);
    await page.getByRole('button', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
    const item = page.locator(`li[data-lead-email="${email}"]`);
    await item.getByRole('button', { name }).click();

    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    await expect(detail.getByText(message)).toBeVisible();
    await expect(
      detail.getByText(
        'ROI Calculator inputs (50 employees, 3 IT issues per employee per week, 45 minutes lost per issue)',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(detail.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expectNoAxeViolations(page);

    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(detail.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await expect(detail.getByText(`${E2E_ADMIN.email}, `)).toBeVisible();

    // Notes: an empty one is refused where it was typed; a real one is signed and kept.
    const noteBox = detail.getByLabel('Add a note');
    await noteBox.fill('   ');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Write the note first.');
    const note = `Called back ${run}; sending a quote.`;
    await noteBox.fill(note);
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expect(detail.getByRole('listitem').filter({ hasText: note })).toContainText(
      E2E_ADMIN.email,
    );
    await expect(noteBox).toHaveValue('');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Activity' }).click();
    await page.getByLabel('Show').selectOption('lead');
    const log = page.getByRole('list').filter({ hasText: 'Added a note to a lead' });
    await expect(log.getByRole('listitem').first()).toContainText('Added a note to a lead');
    await expect(log).toContainText(`Marked the lead from ${name} <${email}> handled`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Leads' }).click();
    await page.getByRole('button', { name: /^Handled/ }).click();
    await page.locator(`li[data-lead-email="${email}"]`).getByRole('button', { name }).click();
    await expect(page.getByRole('article').getByText(note)).toBeVisible();
    await page.getByRole('button', { name: /^Handled/ }).click();
    await expect(page.locator(`li[data-lead-email="${email}"]`)).toBeVisible();
    await page.getByRole('button', { name: /^New/ }).click();
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
    await expect(page.locator(`li[data-lead-email="${email}"]`)).toHaveCount(0);

    // The export: this month by default, last month, custom dates checked before the download is
    // offered, or every lead (docs/leads-report.md, "The leads CSV").
    const csvLink = page.getByRole('link', { name: 'Export CSV' });
    const period = page.getByLabel('Export period');
    await expect(csvLink).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?status=new&period=this-month',
    );
    await period.selectOption('last-month');
    await expect(csvLink).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?status=new&period=last-month',
    );
    await period.selectOption('custom');
    await expect(csvLink).toHaveCount(0);
    await page.getByLabel('From', { exact: true }).fill('2026-12-01');
    await page.getByLabel('To', { exact: true }).fill('2026-11-01');
    await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
      'The end date must be on or after the start date.',
    );
    await expect(csvLink).toHaveCount(0);
    await page.getByLabel('To', { exact: true }).fill('2026-12-31');
    await expect(csvLink).toHaveAttribute(
      'href',
      '/api/admin/leads.csv?status=new&period=custom&from=2026-12-01&to=2026-12-31',
    );
    await expectNoAxeViolations(page);
    await period.selectOption('all');
    await expect(csvLink).toHaveAttribute('href', '/api/admin/leads.csv?status=new&period=all');
    const csv = await page.request.get('/api/admin/leads.csv?status=handled');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(
      /^date \(New York time\),name,email,company size,phone,message,landing page,campaign,source,tool,/,
    );
    expect(text).toContain(`"<script>alert(""x"")</script> ${run}"`);
    expect(text).toContain(`'); DROP TABLE leads; -- <img src=x onerror=alert(1)>`);
    expect(dialogs).toEqual([]);
  });
});

test.describe('admin leads API', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes: [string, string][] = [
    ['GET', '/api/admin/leads'],
    ['GET', `/api/admin/leads/${someId}`],
    ['PATCH', `/api/admin/leads/${someId}`],
    ['GET', '/api/admin/leads.csv'],
  ];
  for (const [method, path] of routes) {
    test(`${method} ${path} answers 401 without a session`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, {
        method,
        headers: jsonWrite(baseURL!),
        ...(method === 'PATCH' && { data: { status: 'handled' } }),
      });
      expect(response.status()).toBe(401);
      expect((await response.json()).error).toBe('You must be logged in to perform this action');
    });
  }

  test('refuses a foreign Origin, a bad status and an unknown id', async ({ request, baseURL }) => {
    await signInThroughApi(request, baseURL!);
    const path = `/api/admin/leads/${someId}`;
    const foreign = await request.patch(path, {
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      data: { status: 'handled' },
    });
    expect(foreign.status()).toBe(403);
    const bad = await request.patch(path, {
      headers: jsonWrite(baseURL!),
      data: { status: 'archived' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields).toEqual({ status: 'status must be "new" or "handled".' });
    const missing = await request.patch(path, {
      headers: jsonWrite(baseURL!),
      data: { status: 'handled' },
    });
    expect(missing.status()).toBe(404);
    expect((await request.get(path)).status()).toBe(404);
    expect((await request.get('/api/admin/leads?status=archived')).status()).toBe(400);
  });
});
