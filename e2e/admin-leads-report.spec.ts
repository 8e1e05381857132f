import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, testOnOwnServer as test } from './support/worker-site.ts';
import { jsonWrite, signInThroughForm } from './support/admin.ts';
import { expectNoPageOverflow } from './support/layout.ts';
import { expectNoAxeViolations } from './support/page-checks.ts';

// Where leads come from (docs/leads-report.md): leads sent through the contact form now, so this
// month's report shows known numbers, at 1280 px and on a phone, and exports them as CSV, the
// report's figures and the leads themselves. On a server no other spec writes to, so every lead
// in the report is one of these. Each carries the visit's first touch as the layout's script
// sends it (landing, referrer), but the last, sent as without JavaScript.

const AD = '/pricing?utm_source=google&utm_medium=cpc&utm_campaign=e2e-report&gclid=x';
const LEADS = [
  { page: '/contact?from=security-check&score=35', landing: AD, referrer: 'www.google.com' },
  { page: '/contact?from=security-check&score=80', landing: AD, referrer: 'www.google.com' },
  { page: '/contact?from=pricing&users=30', landing: '/pricing', referrer: '' },
  { page: '/managed-it-services?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-report' },
];

/** The row of a report table by its first cell; its cells are this period, previous, change. */
const reportRow = (table: Locator, name: string) =>
  table.getByRole('row', { name: new RegExp(`^${name.replace(/[()?+]/g, '\\$&')} `) });

test.use({ viewport: { width: 1280, height: 900 } });

test('this month’s report shows where the leads came from and exports them', async ({
  page,
  baseURL,
}) => {
  for (const [index, touch] of [...LEADS, { page: '/contact' }].entries()) {
    const spam = index === LEADS.length;
    const sent = await page.request.post('/api/contact', {
      headers: jsonWrite(baseURL!),
      data: {
        name: `Report Visitor ${index}`,
        email: `report-${index}@example.com`,
        companySize: '11-50 employees',
        message: 'We would like to talk about managed IT.',
        ...touch,
        ...(spam && { 'bot-field': 'filled by a bot' }),
      },
    });
    expect(sent.status()).toBe(201);
  }

  await signInThroughForm(page);
  await page.getByRole('button', { name: 'Leads', exact: true }).click();
  await page.getByRole('button', { name: 'Where leads come from' }).click();
  const report = page.getByRole('region', { name: 'Where leads come from' });
  await expect(report.getByTestId('report-period')).toContainText(', compared with ');
  await expect(report.getByLabel('Period')).toHaveValue('this-month');

  const summary = report.locator('dl');
  await expect(summary).toContainText('Leads4');
  await expect(summary).toContainText('20.0% of 5 received');

  const landingPages = report.getByRole('table', { name: 'Landing page' });
  await expect(reportRow(landingPages, '/pricing')).toHaveText(/^\/pricing\s*30new$/);
  await expect(reportRow(landingPages, '(not known)')).toHaveText(/^\(not known\)\s*10new$/);
  const campaigns = report.getByRole('table', { name: 'Campaign' });
  await expect(reportRow(campaigns, 'e2e-report')).toHaveText(/^e2e-report\s*30new$/);
  const sources = report.getByRole('table', { name: 'Source' });
  await expect(reportRow(sources, 'google')).toHaveText(/^google\s*20new$/);
  await expect(reportRow(sources, '(direct)')).toHaveText(/^\(direct\)\s*10new$/);
  await expect(reportRow(sources, 'newsletter')).toHaveText(/^newsletter\s*10new$/);
  const sourcePages = report.getByRole('table', { name: 'Form page' });
  await expect(reportRow(sourcePages, '/contact')).toContainText('3');
  await expect(reportRow(sourcePages, '/managed-it-services')).toContainText('1');
  const tools = report.getByRole('table', { name: 'Tool' });
  await expect(reportRow(tools, 'Security Check')).toHaveText(/^Security Check\s*20new$/);
  await expect(reportRow(tools, 'Score 0–39: needs immediate improvements')).toContainText('1');
  await expect(reportRow(tools, 'Score 70–100: strong')).toContainText('1');
  await expect(reportRow(tools, '26–99 users (Mid-Sized plan)')).toContainText('1');
  const weeks = report.getByRole('table', { name: 'By week' });
  await expect(weeks.getByRole('row').last()).toContainText('4');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('link', { name: 'Export report as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^leads-report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv).toContain('Totals,Leads (spam left out),4,0');
  expect(csv).toContain('Totals,Spam share,20.0%,—');
  expect(csv).toContain('Landing page,/pricing,3,0');
  expect(csv).toContain('Campaign,e2e-report,3,0');
  expect(csv).toContain('Source,google,2,0');
  expect(csv).toContain('Form page,/contact,3,0');
  expect(csv).toContain('Tool: Security Check,Score 0–39: needs immediate improvements,1,0');

  // The leads themselves, for the same period: the marketer's columns first, spam left out.
  const [leadsDownload] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('link', { name: 'Export these leads as CSV' }).click(),
  ]);
  expect(leadsDownload.suggestedFilename()).toMatch(
    /^leads-not-spam-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const leadRows = readFileSync(await leadsDownload.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(leadRows[0]).toMatch(
    /^date \(New York time\),name,email,company size,phone,message,landing page,campaign,source,tool,/,
  );
  expect(leadRows.slice(1).map((row) => row.split(',').slice(6, 10))).toEqual([
    ['(not known)', 'e2e-report', 'newsletter', 'No tool (the contact form alone)'],
    ['/pricing', '(none)', '(direct)', 'Pricing Calculator'],
    ['/pricing', 'e2e-report', 'google', 'Security Check'],
    ['/pricing', 'e2e-report', 'google', 'Security Check'],
  ]);

  // On a phone the same figures, and nothing pushes the page sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(reportRow(sourcePages, '/contact')).toBeVisible();
  await expect(summary).toContainText('Leads4');
  await expect(reportRow(campaigns, 'e2e-report')).toHaveText(/^e2e-report\s*30new$/);
  await expectNoPageOverflow(page);
  await expectNoAxeViolations(page);

  // Custom dates that run backwards are refused on the field.
  await report.getByLabel('Period').selectOption('custom');
  await report.getByLabel('From').fill('2026-12-10');
  await report.getByLabel('To').fill('2026-12-01');
  await report.getByRole('button', { name: 'Show' }).click();
  await expect(report.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
  await expect(report.getByLabel('To')).toHaveAccessibleDescription(
    'The end date must be on or after the start date.',
  );
  await expect(report.getByRole('alert')).toHaveText(
    'The report needs other dates: see the fields below.',
  );
});
