/** The contact form's rules: the schema, the lead's origin and context, CSV export, retry timing. */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#lib/http/api.ts';
import { batched } from '#lib/leads/batch.ts';
import { csvCell, LEAD_CSV_HEADER, leadsCsv, siteDateTime, toCsv } from '#lib/leads/csv.ts';
import { leadSource } from '#lib/leads/attribution.ts';
import { COMPANY_SIZES } from '#lib/leads/fields.ts';
import { retryDelayMs } from '#lib/leads/notify.ts';
import { describeContext, leadContext, leadOrigin, leadUtm } from '#lib/leads/origin.ts';
import { contactInput } from '#lib/leads/input.ts';
import { rateLimitFromEnv, rateLimitedMessage } from '#lib/leads/submit.ts';
import type { Lead } from '#lib/db/schema.ts';
import { leadsShape } from '#lib/export/format.ts';
import { LEAD_EXPORT_FIELDS, LEAD_WEBHOOK_FIELDS } from '#lib/leads/record.ts';

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@hartford-dental.example',
  companySize: '11-50 employees',
  phone: '+1 (203) 555-0100',
  message: 'Our backups failed twice last month. Can you help?',
  'form-name': 'contact',
  'bot-field': '',
};

describe('contact form schema', () => {
  it('accepts a complete message and trims it', () => {
    const parsed = contactInput.parse({ ...valid, name: '  Dana Whitfield ' });
    expect(parsed).toMatchObject({ ...valid, 'bot-field': false, name: 'Dana Whitfield' });
  });

  it.each(COMPANY_SIZES)('accepts the company size %s', (companySize) => {
    expect(contactInput.parse({ ...valid, companySize }).companySize).toBe(companySize);
  });

  it('defaults the company size to 1-10 employees and treats a blank phone as none', () => {
    const { companySize: _size, ...rest } = valid;
    const parsed = contactInput.parse({ ...rest, phone: '   ' });
    expect(parsed.companySize).toBe('1-10 employees');
    expect(parsed.phone).toBeUndefined();
  });

  it.each([
    ['missing name', { name: undefined }, 'name', 'Please enter your name.'],
    ['blank name', { name: '   ' }, 'name', 'Please enter your name.'],
    [
      'name over 100 characters',
      { name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters.',
    ],
    [
      'name on two lines',
      { name: 'Dana\r\nBcc: x@example.com' },
      'name',
      'Name must be a single line of text.',
    ],
    ['missing email', { email: undefined }, 'email', 'Please enter your email address.'],
    [
      'malformed email',
      { email: 'dana@' },
      'email',
      'Please enter a valid email address, like name@company.com.',
    ],
    [
      'email without domain dot',
      { email: 'dana at example.com' },
      'email',
      'Please enter a valid email address, like name@company.com.',
    ],
    [
      'email over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'Email must be at most 254 characters.',
    ],
    [
      'unknown company size',
      { companySize: '5000+ employees' },
      'companySize',
      'Please choose one of the listed company sizes.',
    ],
    [
      'phone with letters',
      { phone: 'call me maybe' },
      'phone',
      'Please enter a phone number using digits, spaces and + ( ) - only.',
    ],
    [
      'phone over 40 characters',
      { phone: '1'.repeat(41) },
      'phone',
      'Phone must be at most 40 characters.',
    ],
    ['missing message', { message: undefined }, 'message', 'Please enter a message.'],
    [
      'message over 5000 characters',
      { message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters.',
    ],
    ['number as name', { name: 42 }, 'name', 'Please enter your name.'],
    ['another form', { 'form-name': 'newsletter' }, 'form-name', 'Unknown form.'],
  ])('refuses %s', (_case, change, field, message) => {
    const result = contactInput.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });

  it.each([
    ['', false],
    ['   ', false],
    [undefined, false],
    ['http://spam.example', true],
    [1, true],
  ])('honeypot %j → spam %s', (value, spam) => {
    expect(contactInput.parse({ ...valid, 'bot-field': value })['bot-field']).toBe(spam);
  });

  it('keeps script and SQL text verbatim: escaping is the job of whoever displays it', () => {
    const message = `<script>alert("x")</script>'); DROP TABLE leads; --`;
    expect(contactInput.parse({ ...valid, message }).message).toBe(message);
  });
});

describe('lead context from the query contract', () => {
  it.each([
    ['from=security-check&score=35', { from: 'security-check', score: 35 }],
    ['from=security-check&score=0', { from: 'security-check', score: 0 }],
    ['from=security-check&score=101', { from: 'security-check' }],
    ['from=security-check&score=abc', { from: 'security-check' }],
    [
      'from=roi-calculator&employees=50&issues=3&minutes=45',
      { from: 'roi-calculator', employees: 50, issues: 3, minutes: 45 },
    ],
    ['from=roi-calculator&employees=5&issues=3', { from: 'roi-calculator', issues: 3 }],
    ['from=pricing&users=25', { from: 'pricing', users: 25 }],
    ['from=pricing&users=2.5', { from: 'pricing' }],
    ['from=pricing&users=25&admin=1', { from: 'pricing', users: 25 }],
    ['from=somewhere&score=3', {}],
    ['from=__proto__', {}],
    ['', {}],
  ])('%s → %j', (query, context) => {
    expect(leadContext(new URLSearchParams(query))).toEqual(context);
  });

  it('keeps the five UTM tags, trimmed and capped', () => {
    const params = new URLSearchParams({
      utm_source: 'newsletter',
      utm_medium: ' email ',
      utm_campaign: 'x'.repeat(300),
      utm_other: 'dropped',
    });
    expect(leadUtm(params)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'x'.repeat(200),
    });
  });

  it.each([
    [
      '/contact?from=pricing&users=25&utm_source=google',
      {
        sourcePage: '/contact',
        context: { from: 'pricing', users: 25 },
        utm: { utm_source: 'google' },
      },
    ],
    [
      'https://northbeam.example/contact?from=security-check&score=35',
      { sourcePage: '/contact', context: { from: 'security-check', score: 35 }, utm: {} },
    ],
    [
      'https://evil.example/contact?from=pricing&users=25',
      { sourcePage: null, context: {}, utm: {} },
    ],
    [null, { sourcePage: null, context: {}, utm: {} }],
  ])('page %j → %j', (page, origin) => {
    // Without a first touch (a form sent without JavaScript), the landing page is not known.
    expect(leadOrigin(page, 'https://northbeam.example')).toEqual({
      ...origin,
      landingPage: null,
      referrerHost: null,
    });
  });

  it.each([
    [{ from: 'security-check', score: 35 }, 'Security Check score of 35/100'],
    [{ from: 'security-check' }, 'Security Check results'],
    [
      { from: 'roi-calculator', employees: 50, issues: 3, minutes: 45 },
      'ROI Calculator inputs (50 employees, 3 IT issues per employee per week, 45 minutes lost per issue)',
    ],
    [
      { from: 'roi-calculator', issues: 1 },
      'ROI Calculator inputs (1 IT issue per employee per week)',
    ],
    [{ from: 'pricing', users: 25 }, 'Pricing Calculator estimate for 25 users'],
    [{}, null],
  ])('%j reads as %j', (context, text) => {
    expect(describeContext(context)).toBe(text);
  });
});

describe('CSV export', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 203 555 0100', "'+1 203 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', `"'\tcmd"`],
    // Cells a spreadsheet splitting on ; or tab would break apart are quoted too.
    ["Bob;=cmd|' /C calc'!A0", `"Bob;=cmd|' /C calc'!A0"`],
    ['x\t@SUM(1+1)', '"x\t@SUM(1+1)"'],
    ['\t@SUM(1+1)', `"'\t@SUM(1+1)"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['cr\rinside', '"cr\rinside"'],
    // The first non-space character decides, so leading spaces do not hide a formula.
    ['   =1+1', "'   =1+1"],
    ['  @SUM(A1)', "'  @SUM(A1)"],
    ['  plain', '  plain'],
    ['a=b', 'a=b'],
    [null, ''],
    [3, '3'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd,e'],
      ]),
    ).toBe('a,b\r\nc,"d,e"\r\n');
  });

  it('writes one row per lead under the header: what a marketer reads first, technical columns last', () => {
    const lead: Lead = {
      id: '00000000-0000-4000-8000-000000000001',
      createdAt: new Date('2026-01-15T10:00:00Z'),
      name: 'Dana',
      email: 'dana@example.com',
      companySize: '11-50 employees',
      phone: null,
      message: 'Line one\nline two',
      sourcePage: '/contact',
      landingPage: '/pricing',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'google', utm_campaign: 'spring' },
      handledBy: null,
      handledAt: null,
      context: { from: 'pricing', users: 25 },
      status: 'new',
      isSpam: false,
      notificationState: 'sent',
      notificationAttempts: 1,
      notificationError: null,
      notificationNextAttemptAt: null,
      notifiedAt: new Date('2026-01-15T10:00:01Z'),
    };
    const [header, row, end] = leadsCsv([lead]).split('\r\n');
    // The columns as docs/leads-report.md lists them ("The leads CSV").
    expect(header).toBe(
      'date (New York time),name,email,company size,phone,message,landing page,campaign,source,tool,' +
        'form,question,answer,medium,utm term,utm content,referrer,form page,tool details,' +
        'status,spam,id,received at (UTC),notification state,notification attempts,notification error',
    );
    expect(LEAD_CSV_HEADER.join(',')).toBe(header);
    // 10:00 UTC on January 15 is 05:00 in New York.
    expect(row).toBe(
      '2026-01-15 05:00,Dana,dana@example.com,11-50 employees,,"Line one\nline two",/pricing,spring,google,Pricing Calculator,' +
        'contact,,,(none),,,www.google.com,/contact,Pricing Calculator estimate for 25 users,' +
        'new,no,00000000-0000-4000-8000-000000000001,2026-01-15T10:00:00.000Z,sent,1,',
    );
    expect(end).toBe('');
  });

  it.each([
    // [utm_source, referrer host, landing page, source]
    ['newsletter', 'www.google.com', '/pricing', 'newsletter'],
    [undefined, 'www.google.com', '/pricing', 'www.google.com'],
    [undefined, null, '/pricing', '(direct)'],
    [undefined, null, null, '(not known)'],
    ['google', null, null, 'google'],
  ])(
    'source: utm_source %s, referrer %s, landing %s → %s',
    (source, referrerHost, landingPage, expected) => {
      const utm: Record<string, string> = source ? { utm_source: source } : {};
      expect(leadSource({ utm, referrerHost, landingPage })).toBe(expected);
    },
  );

  it('dates the row in New York time, summer and winter', () => {
    expect(siteDateTime(new Date('2026-07-04T16:30:00Z'))).toBe('2026-07-04 12:30');
    expect(siteDateTime(new Date('2026-12-01T04:59:00Z'))).toBe('2026-11-30 23:59');
  });
});

describe('notification retries', () => {
  const policy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000 };
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])('after %i failed attempts, waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts, policy)).toBe(delay);
  });
});

describe('contact rate limit settings', () => {
  it.each([
    [{}, { limit: 10, windowMs: 600_000 }],
    [
      { CONTACT_RATE_LIMIT: '100000', CONTACT_RATE_WINDOW_SECONDS: '60' },
      { limit: 100_000, windowMs: 60_000 },
    ],
    [
      { CONTACT_RATE_LIMIT: ' ', CONTACT_RATE_WINDOW_SECONDS: '' },
      { limit: 10, windowMs: 600_000 },
    ],
  ])('%j → %j', (env, settings) => {
    expect(rateLimitFromEnv(env)).toEqual(settings);
  });

  it('refuses values that are not positive whole numbers, naming both variables', () => {
    expect(() =>
      rateLimitFromEnv({ CONTACT_RATE_LIMIT: 'lots', CONTACT_RATE_WINDOW_SECONDS: '-1' }),
    ).toThrow(
      /CONTACT_RATE_LIMIT="lots": must be a whole number[\s\S]*CONTACT_RATE_WINDOW_SECONDS="-1": must be at least 1/,
    );
  });

  it.each([
    [30, 'a minute'],
    [60, 'a minute'],
    [61, '2 minutes'],
    [600, '10 minutes'],
  ])('%i s → "try again in %s"', (seconds, wait) => {
    expect(rateLimitedMessage(seconds)).toContain(`Please try again in ${wait}`);
  });
});

describe('group commit', () => {
  it('writes calls that arrive during a write together, each getting its own result', async () => {
    const writes: number[][] = [];
    let firstWriteStarted!: () => void;
    const firstWriteRunning = new Promise<void>((resolve) => {
      firstWriteStarted = resolve;
    });
    let finishFirstWrite!: () => void;
    const firstWriteDone = new Promise<void>((resolve) => {
      finishFirstWrite = resolve;
    });
    const write = batched(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) {
        firstWriteStarted();
        await firstWriteDone;
      }
      return items.map((n) => n * 10);
    });
    const first = [1, 2, 3].map((n) => write(n));
    await firstWriteRunning;
    const during = [4, 5].map((n) => write(n));
    finishFirstWrite();
    expect(await Promise.all([...first, ...during])).toEqual([10, 20, 30, 40, 50]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('retries each item alone when a combined write fails, so one bad item fails alone', async () => {
    const write = batched(async (items: number[]) => {
      await Promise.resolve();
      if (items.includes(3)) throw new Error('bad item');
      return items;
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => write(n)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('caps the batch size', async () => {
    const sizes: number[] = [];
    const write = batched(async (items: number[]) => {
      sizes.push(items.length);
      await Promise.resolve();
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => write(n)));
    expect(sizes).toEqual([2, 2, 2]);
  });
});

describe("a lead's fields, listed once (src/lib/leads/record.ts)", () => {
  it('are what an export holds, besides the notes, so its import gets each back', () => {
    // An export once wrote a landing page its import dropped: the two lists had drifted apart.
    expect(Object.keys(leadsShape.element.shape)).toEqual([...LEAD_EXPORT_FIELDS, 'notes']);
  });

  it('send the webhook what the visitor said and where the visit began, and no triage', () => {
    expect(LEAD_WEBHOOK_FIELDS).toEqual([
      'id',
      'createdAt',
      'name',
      'email',
      'companySize',
      'phone',
      'message',
      'sourcePage',
      'landingPage',
      'referrerHost',
      'utm',
      'context',
    ]);
  });
});
