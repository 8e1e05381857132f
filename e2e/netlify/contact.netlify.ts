import { expect, test } from '@playwright/test';
import { env, recorded, withDatabase } from './support.ts';

// Both doors of the contact form run as Netlify functions: each stores the lead in Postgres before
// answering, and the notification goes out before the function's invocation ends (waitUntil).

const run = Date.now().toString(36);

interface LeadRow {
  id: string;
  name: string;
  source_page: string | null;
  context: Record<string, string | number>;
  notification_state: string;
  notification_attempts: number;
}

const leadByEmail = (email: string) =>
  withDatabase(async (sql) => {
    const rows = await sql<LeadRow[]>`
      select id, name, source_page, context, notification_state, notification_attempts
      from leads where email = ${email}`;
    return rows;
  });

async function expectNotified(email: string) {
  // Delivered through the webhook exactly once, and the row says so.
  await expect
    .poll(async () => (await leadByEmail(email))[0]?.notification_state, { timeout: 15_000 })
    .toBe('sent');
  const [lead] = await leadByEmail(email);
  const deliveries = (await recorded(env('NETLIFY_E2E_LEAD_WEBHOOK'))).filter((request) =>
    request.body.includes(email),
  );
  expect(deliveries).toHaveLength(1);
  expect(deliveries[0]?.headers['idempotency-key']).toBe(lead?.id);
  expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({
    event: 'lead.created',
    lead: { id: lead?.id, email },
  });
}

test('POST /api/contact (JSON) stores the lead in Postgres and notifies', async ({
  request,
  baseURL,
}) => {
  const email = `json-${run}@example.com`;
  const response = await request.post('/api/contact', {
    headers: {
      'Content-Type': 'application/json',
      Origin: new URL(baseURL!).origin,
      Referer: `${baseURL}/contact?from=pricing&users=25`,
    },
    data: {
      name: 'Jordan Lee',
      email,
      companySize: '11-50 employees',
      message: 'Sent to the Netlify function as JSON.',
      page: '/contact?from=pricing&users=25',
    },
  });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ ok: true });
  const rows = await leadByEmail(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: 'Jordan Lee',
    source_page: '/contact',
    context: { from: 'pricing', users: 25 },
  });
  await expectNotified(email);
});

test('POST /api/contact refuses bad input with field messages and stores nothing', async ({
  request,
  baseURL,
}) => {
  const email = `bad-${run}@example.com`;
  const response = await request.post('/api/contact', {
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL!).origin },
    data: { name: '', email, message: '' },
  });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.fields).toMatchObject({ name: 'Please enter your name.' });
  expect(await leadByEmail(email)).toHaveLength(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('POST /contact/send stores the lead and lands on the thank-you page', async ({ page }) => {
    const email = `form-${run}@example.com`;
    await page.goto('/contact?from=security-check&score=35');
    await page.getByLabel('Name', { exact: true }).fill('Ana Silva');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Message', { exact: true }).fill('Sent as a plain form post on Netlify.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent Successfully!');
    const rows = await leadByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ana Silva',
      context: { from: 'security-check', score: 35 },
    });
    await expectNotified(email);
  });

  test('POST /contact/send with a bad field answers 400 with the form, the message and the values', async ({
    request,
    baseURL,
  }) => {
    const email = `bad-form-${run}@example.com`;
    const response = await request.post('/contact/send', {
      headers: { Origin: new URL(baseURL!).origin, Referer: `${baseURL}/contact` },
      form: { name: '', email, message: 'Kept when the form comes back.' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('Your message was not sent yet');
    expect(html).toContain('Please enter your name.');
    expect(html).toContain('Kept when the form comes back.');
    expect(await leadByEmail(email)).toHaveLength(0);
  });
});

test('the scheduled lead-notification function runs on the local functions runtime', async ({
  request,
}) => {
  // Nothing is due (every lead above was delivered), so the run tries nothing and says so.
  const response = await request.post('/.netlify/functions/lead-notifications');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(JSON.parse(body)).toEqual({ tried: expect.any(Number) });
});
