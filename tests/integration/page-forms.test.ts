/**
 * A page's lead form end to end on a real (in-memory) database: the form posts its page's slug, the
 * contact doors check the answers against the form the published page asks, and the lead names its
 * page, form, answer and campaign, in the store, the CSV, the notification and the report.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#lib/db/client.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir, seedDir } from '#lib/db/paths.ts';
import { landingPages } from '#lib/db/schema.ts';
import { createRateLimiter } from '#lib/http/rate-limit.ts';
import { landingPageInput, type LandingPageInput } from '#lib/landing-pages/input.ts';
import { leadsCsv } from '#lib/leads/csv.ts';
import {
  createLeadNotifier,
  leadEmailSubject,
  leadEmailText,
  leadPayload,
} from '#lib/leads/notify.ts';
import { FORM_GONE_MESSAGE } from '#lib/leads/page-form-submit.ts';
import { leadsReport } from '#lib/leads/report.ts';
import { leadsReportCsv } from '#lib/leads/report-csv.ts';
import { reportPeriod } from '#lib/leads/report-period.ts';
import { listLeads } from '#lib/leads/store.ts';
import {
  createContactService,
  handleContactForm,
  handleContactJson,
  INVALID_MESSAGE,
  type ContactService,
} from '#lib/leads/submit.ts';
import { fillMissingPageCopy } from '#lib/seed/seed.ts';

const ORIGIN = 'http://127.0.0.1:4321';
let handle: DatabaseHandle;

const page = (slug: string, isPublished: boolean, withForm = true): LandingPageInput => ({
  title: `Managed IT for ${slug}`,
  slug,
  description: 'IT support that keeps a practice running, from first call to done.',
  isPublished,
  sections: [
    { type: 'hero', title: 'IT for law firms', intro: 'We keep your practice running.' },
    ...(withForm
      ? [
          {
            type: 'leadForm' as const,
            title: 'Book your assessment',
            formName: 'Law firm assessment',
            fields: { name: true, email: true, phone: true, companySize: true, message: false },
            question: 'Which practice software does your firm use?',
            questionRequired: true,
            button: 'Book my assessment',
          },
        ]
      : []),
  ],
});

async function insertPage(input: LandingPageInput) {
  // Checked as the admin checks it on save, so the test's page is one the admin could publish.
  const valid = landingPageInput.parse(input);
  await handle.db.insert(landingPages).values(valid);
}

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', setup: false });
  await applyMigrations(handle.sql, migrationsDir());
  // Settings: the report's bands and the refusals' contact facts.
  await fillMissingPageCopy(handle.db, seedDir());
  await insertPage(page('law-firms', true));
  await insertPage(page('law-firms-draft', false));
  await insertPage(page('no-form', true, false));
}, 60_000);
afterAll(() => handle.close());
beforeEach(() => handle.sql.exec('delete from leads'));

function service(): ContactService {
  return createContactService({
    db: async () => handle.db,
    notifier: createLeadNotifier({ db: async () => handle.db, channels: [], log: () => {} }),
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    log: () => {},
  });
}

const answers = {
  'form-page': 'law-firms',
  name: 'Dana Whitfield',
  email: 'dana@hartford-law.example',
  companySize: '',
  phone: '',
  answer: 'Clio',
  'bot-field': '',
  // What the page's address and the visit's first touch say (the layout's script fills these).
  page: '/law-firms?utm_source=linkedin',
  landing: '/law-firms?utm_source=google&utm_medium=cpc&utm_campaign=spring-law',
  referrer: 'www.google.com',
};

const postJson = async (data: unknown) => {
  const request = new Request(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const response = await handleContactJson(
    { request, url: new URL(request.url), clientAddress: '203.0.113.7' },
    service(),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const postForm = (fields: Record<string, string>) => {
  const request = new Request(`${ORIGIN}/contact/send`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      referer: `${ORIGIN}/law-firms?utm_campaign=spring-law`,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return handleContactForm(
    { request, url: new URL(request.url), clientAddress: '203.0.113.9' },
    service(),
  );
};

const allLeads = () => listLeads(handle.db, { filter: 'all' });

describe('a page’s lead form through POST /api/contact', () => {
  it('stores the lead with its page, form, answer and campaign, and what it does not ask empty', async () => {
    expect(await postJson(answers)).toEqual({ status: 201, body: { ok: true } });
    const [lead, ...others] = await allLeads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana@hartford-law.example',
      companySize: '',
      phone: null,
      message: '',
      sourcePage: '/law-firms',
      landingPage: '/law-firms',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-law' },
      context: {
        form: 'Law firm assessment',
        question: 'Which practice software does your firm use?',
        answer: 'Clio',
      },
      isSpam: false,
    });
    if (!lead) throw new Error('not stored');

    // The team sees the form and the answer, and nothing made up for what was not asked.
    const text = leadEmailText(lead);
    expect(text).toContain('Form: Law firm assessment');
    expect(text).toContain('Their answer to “Which practice software does your firm use?”:\nClio');
    expect(text).toContain('Company size: (not given)');
    expect(text).not.toContain('Message:');
    expect(leadEmailSubject(lead)).toBe('New lead: Dana Whitfield via Law firm assessment');
    expect(leadPayload(lead).lead).toMatchObject({
      sourcePage: '/law-firms',
      name: 'Dana Whitfield',
      message: '',
      context: { form: 'Law firm assessment', answer: 'Clio' },
    });
    const [header, row] = leadsCsv([lead]).split('\r\n');
    const cells = Object.fromEntries(
      (header ?? '').split(',').map((name, index) => [name, row?.split(',')[index]]),
    );
    expect(cells).toMatchObject({
      form: 'Law firm assessment',
      question: 'Which practice software does your firm use?',
      answer: 'Clio',
      campaign: 'spring-law',
      'form page': '/law-firms',
      'tool details': '',
    });
  });

  it('checks the answers against what the page’s form asks, whatever the browser sends', async () => {
    const refused = await postJson({
      ...answers,
      name: ' ',
      answer: '',
      // Not this site's way of describing a form: ignored.
      'form-fields': 'email',
      'question-required': 'false',
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: INVALID_MESSAGE,
        fields: {
          name: 'Please enter your name.',
          answer: 'Please answer this question.',
        },
      },
    });
    expect(await allLeads()).toEqual([]);
  });

  it.each([
    ['a draft page', 'law-firms-draft'],
    ['a page without a lead form', 'no-form'],
    ['an address no page has', 'gone-page'],
  ])('refuses the form of %s with a plain 400', async (_case, slug) => {
    expect(await postJson({ ...answers, 'form-page': slug })).toEqual({
      status: 400,
      body: { error: FORM_GONE_MESSAGE, fields: {} },
    });
    expect(await allLeads()).toEqual([]);
  });

  it('files a filled honeypot as spam, answering as for a lead', async () => {
    expect(await postJson({ ...answers, 'bot-field': 'https://spam.example' })).toMatchObject({
      status: 201,
    });
    expect(await allLeads()).toMatchObject([{ isSpam: true, notificationState: 'skipped' }]);
  });
});

describe('a page’s lead form through POST /contact/send (no JavaScript)', () => {
  const { page: _page, landing: _landing, referrer: _referrer, ...typed } = answers;

  it('stores the lead, its campaign from the page’s address', async () => {
    expect(await postForm(typed)).toEqual({ kind: 'sent' });
    expect(await allLeads()).toMatchObject([
      {
        sourcePage: '/law-firms',
        landingPage: null,
        utm: { utm_campaign: 'spring-law' },
        context: { form: 'Law firm assessment', answer: 'Clio' },
      },
    ]);
  });

  it('gives the page’s own form back with the messages and what was typed', async () => {
    const result = await postForm({ ...typed, email: 'not-an-email', answer: '  Clio, mostly ' });
    expect(result).toMatchObject({
      kind: 'error',
      status: 400,
      fields: { email: 'Please enter a valid email address, like name@company.com.' },
      values: { name: 'Dana Whitfield', email: 'not-an-email', answer: '  Clio, mostly ' },
      form: {
        slug: 'law-firms',
        section: { type: 'leadForm', formName: 'Law firm assessment' },
        definition: { fields: ['name', 'email', 'companySize', 'phone'] },
      },
    });
    expect(await allLeads()).toEqual([]);
  });

  it('gives a form that is gone back as the contact form, keeping the answer in the message', async () => {
    const result = await postForm({ ...typed, 'form-page': 'law-firms-draft' });
    expect(result).toMatchObject({
      kind: 'error',
      status: 400,
      error: FORM_GONE_MESSAGE,
      values: { name: 'Dana Whitfield', message: 'Clio', companySize: '1-10 employees' },
    });
    expect(result.kind === 'error' && result.form).toBeUndefined();
  });
});

describe('the leads report', () => {
  it('counts leads by form, the contact page’s own as “contact”', async () => {
    await postJson(answers);
    await postJson({
      name: 'Sam',
      email: 'sam@example.com',
      companySize: '11-50 employees',
      message: 'Hello',
      page: '/contact?utm_campaign=spring-law',
    });
    const period = reportPeriod('this-month', new Date());
    if (!period.ok) throw new Error(period.error);
    const report = await leadsReport(handle.sql, period.period);
    const form = report.sections.find((section) => section.key === 'form');
    expect(form).toMatchObject({
      title: 'Form',
      rows: [
        // Equal counts: by name.
        { key: 'contact', label: 'contact', current: 1, previous: 0 },
        { key: 'Law firm assessment', label: 'Law firm assessment', current: 1, previous: 0 },
      ],
    });
    expect(leadsReportCsv(report)).toContain('\r\nForm,Law firm assessment,1,0\r\n');
    const campaign = report.sections.find((section) => section.key === 'campaign');
    expect(campaign?.rows).toEqual([
      { key: 'spring-law', label: 'spring-law', current: 2, previous: 0 },
    ]);
  });
});
