/**
 * What the server refuses before it stores or parses anything (docs/content-integrity.md): control
 * characters, link targets, malformed Host headers and request targets; how it names a storage
 * failure; and what a failure's log line may say.
 */
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';
import { isAllowedLink, LINK_MESSAGES } from '#lib/text/link-target.ts';
import { requestTargetProblem } from '#lib/http/request-target.ts';
import { storageFailure, StorageFullError, unlessStorageFull } from '#lib/db/storage-failure.ts';
import { describeFailure } from '#lib/http/failure.ts';
import { linkedCard } from '#lib/content/page-cards.ts';
import { leadNoteInput } from '#lib/leads/input.ts';
import { fieldErrors } from '#lib/http/api.ts';

describe('control characters: one rule, two kinds of text', () => {
  it.each([
    // text, refused in multi-line text, refused in a single line
    ['NUL \u0000', true, true],
    ['BEL \u0007', true, true],
    ['ESC \u001b', true, true],
    ['DEL \u007f', true, true],
    ['C1 NEL \u0085', true, true],
    ['C1 CSI \u009b', true, true],
    ['tab \t', false, true],
    ['line feed \n', false, true],
    ['carriage return \r\n', false, true],
    ['plain text é 日本 — “quotes”', false, false],
  ])('%j: multi-line refused %s, single line refused %s', (text, multi, single) => {
    expect(hasForbiddenControl(text)).toBe(multi);
    expect(hasForbiddenControl(text, 'multi-line')).toBe(multi);
    expect(hasForbiddenControl(text, 'single-line')).toBe(single);
  });

  it('names the field in its message', () => {
    expect(controlCharMessage('The note')).toBe(
      'The note contains a control character (such as NUL); remove it and try again.',
    );
    expect(controlCharMessage('Name', 'single-line')).toBe('Name must be a single line of text.');
  });

  it.each([
    ['a NUL', 'Called back\u0000', false],
    ['a BEL', 'Called \u0007back', false],
    ['a C1 control', 'Called\u0090 back', false],
    ['lines and a tab', 'Called back.\n\tLeft a voicemail.\r\nTry again Monday.', true],
  ])('a lead note with %s is %s', (_, body, accepted) => {
    const result = leadNoteInput.safeParse({ body });
    expect(result.success).toBe(accepted);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ body: controlCharMessage('The note') });
    }
  });
});

describe('link fields', () => {
  it.each([
    ['/compliance', true, true],
    ['/', true, true],
    ['/insights/patching-explained', true, true],
    ['//evil-host/', false, false],
    ['//2130706433/', false, false],
    ['/\\evil-host/', false, false],
    ['/\t/evil-host/', false, false],
    ['https://www.example.com/guide', false, true],
    ['https://user:secret@www.example.com/', false, false],
    ['https://2130706433/', false, false],
    ['https://127.0.0.1/', false, false],
    ['https://[::1]/', false, false],
    ['https://www.example.com/a b', false, false],
    ['http://www.example.com/', false, false],
    ['javascript:alert(1)', false, false],
    ['mailto:x@example.com', false, false],
    ['compliance', false, false],
  ])('%j: a site link %s, a site-or-https link %s', (href, site, siteOrHttps) => {
    expect(isAllowedLink(href, 'site')).toBe(site);
    expect(isAllowedLink(href, 'site-or-https')).toBe(siteOrHttps);
  });

  it('refuses //evil-host/ in a location or industry card link, with the field message', () => {
    const card = {
      icon: 'shield-check',
      title: 'Guide',
      description: 'Read it.',
      href: '//evil-host/',
      linkLabel: 'Read',
    };
    const result = linkedCard.safeParse(card);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ href: LINK_MESSAGES.site });
    expect(linkedCard.safeParse({ ...card, href: '/compliance' }).success).toBe(true);
  });
});

describe('request target and Host', () => {
  it.each([
    ['/api/contact', 'www.example.com', null],
    ['/pricing?x=1', '127.0.0.1:4321', null],
    ['//evil.example/x', 'localhost', null],
    ['/', '[::1]:8080', null],
    ['/api/contact', 'a b', 'the Host header is not a host name'],
    ['/api/contact', 'example.com/evil', 'the Host header is not a host name'],
    ['/api/contact', 'user@example.com', 'the Host header is not a host name'],
    ['/api/contact', 'example.com:99999999', 'the Host header is not a host name'],
    ['/api/contact', '', 'the Host header is not a host name'],
    ['/api/contact', 'exa\u0000mple.com', 'the Host header is not a host name'],
    ['*', 'localhost', 'the requested address must be a path'],
    ['http://example.com/', 'localhost', 'the requested address must be a path'],
    ['api/contact', 'localhost', 'the requested address must be a path'],
  ])('%j on Host %j: %s', (target, host, problem) => {
    expect(requestTargetProblem(target, host)).toBe(problem);
  });
});

describe('storage failures', () => {
  const diskFull = Object.assign(new Error('could not extend file'), { code: '53100' });
  it.each([
    ['PGlite refusing a write below the reserve', new StorageFullError('3 MB free'), 507],
    [
      'Postgres out of disk, wrapped by Drizzle',
      new DrizzleQueryError('insert', [], diskFull),
      507,
    ],
    ['a database shutting down', Object.assign(new Error('shutting down'), { code: '57P01' }), 503],
    ['a unique violation', Object.assign(new Error('duplicate'), { code: '23505' }), null],
    ['a bug', new TypeError('x is undefined'), null],
  ])('%s → %s', (_, error, status) => {
    expect(storageFailure(error)?.status ?? null).toBe(status);
  });

  it('lets only a full disk through where a write may be skipped', () => {
    expect(() => unlessStorageFull(new StorageFullError('1 MB free'))).not.toThrow();
    expect(() => unlessStorageFull(new TypeError('bug'))).toThrow(TypeError);
  });
});

describe('failure log lines', () => {
  it('name a database failure by class, SQLSTATE and query, never by its parameters', () => {
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('JFIF secret pixels')]);
    const error = new DrizzleQueryError(
      'insert into "media" ("id", "data") values ($1, $2)',
      ['0d1f', image],
      diskFull(),
    );
    const line = describeFailure(error);
    expect(line).toBe(
      'DrizzleQueryError: database error 53100 in: insert into "media" ("id", "data") values ($1, $2) (parameters withheld)',
    );
    expect(error.message).toContain('secret pixels');
  });

  it('cut a long query short', () => {
    const query = `select ${'x, '.repeat(500)}1`;
    const line = describeFailure(new DrizzleQueryError(query, [], diskFull()));
    expect(line.length).toBeLessThan(400);
  });
});

function diskFull() {
  return Object.assign(new Error('could not extend file: No space left on device'), {
    code: '53100',
  });
}
