import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  passwordProblem,
} from '#lib/auth/password-policy.ts';
import { E2E_ADMIN } from '#e2e-support/admin-account.ts';

const EMAIL = 'owner@example.com';

describe('new-password policy', () => {
  it.each([
    // Too short, whatever else.
    ['aaaaaaaa', PASSWORD_MESSAGES.tooShort],
    ['qwerty12', PASSWORD_MESSAGES.tooShort],
    ['Welcome1!', PASSWORD_MESSAGES.tooShort],
    ['letmein!', PASSWORD_MESSAGES.tooShort],
    ['x7#Kq9!vB2m', PASSWORD_MESSAGES.tooShort],
    ['x'.repeat(257), PASSWORD_MESSAGES.tooLong],
    // Long enough but common, breached, or a pattern.
    ['qwerty123456', PASSWORD_MESSAGES.common],
    ['password1234', PASSWORD_MESSAGES.common],
    ['P@ssw0rd12345', PASSWORD_MESSAGES.common],
    ['1qaz2wsx3edc', PASSWORD_MESSAGES.common],
    ['iloveyou2024', PASSWORD_MESSAGES.common],
    ['aaaaaaaaaaaa', PASSWORD_MESSAGES.guessable],
    ['Welcome1!Welcome1!', PASSWORD_MESSAGES.guessable],
    // The email, in any case, inside the password.
    [EMAIL, PASSWORD_MESSAGES.containsEmail],
    ['my-OWNER@example.com-pass', PASSWORD_MESSAGES.containsEmail],
    // Acceptable.
    ['correct-horse-battery-staple', null],
    ['blue-kettle-marsh-1987', null],
    ['Tr0ub4dor&3xyz', null],
  ])('%j → %j', async (password, problem) => {
    expect(await passwordProblem(password, EMAIL)).toBe(problem);
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await passwordProblem('🔑'.repeat(MIN_PASSWORD_LENGTH - 1), EMAIL)).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
  });

  it('accepts the password the e2e server boots with', async () => {
    expect(await passwordProblem(E2E_ADMIN.password, E2E_ADMIN.email)).toBeNull();
  });
});
