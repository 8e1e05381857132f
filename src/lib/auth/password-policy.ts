/**
 * What a new admin password must be (OWASP ASVS 5.0 level 1): at least 12 characters, not common or
 * breached (zxcvbn-ts with its list of common passwords), and not containing the account's email.
 * The zxcvbn dictionaries (~1.5 MB) load on first use, on the server only: no page bundle imports this.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
/** zxcvbn's score from 0 to 4; 3 means at least 10^8 guesses for an offline attacker. */
export const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_MESSAGES = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  containsEmail: 'Do not use your email address in your password.',
  common:
    'This password is common or has appeared in data breaches; choose another (a few unrelated words work well).',
  guessable:
    'This password is too easy to guess (a repeat, a keyboard pattern or a common word with small changes); choose another (a few unrelated words work well).',
} as const;

/** Words that say nothing unknown about this site's admins. */
const SITE_WORDS = ['northbeam', 'northbeamit', 'admin', 'administrator'];

let estimator: Promise<ZxcvbnFactory> | undefined;
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** Why `password` is refused for the account `email`, or null when it is acceptable. */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if ([...password].length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const normalizedEmail = email.trim().toLowerCase();
  if (normalizedEmail && password.toLowerCase().includes(normalizedEmail))
    return PASSWORD_MESSAGES.containsEmail;
  const localPart = normalizedEmail.split('@')[0] ?? '';
  const result = (await strengthEstimator()).check(password, [
    normalizedEmail,
    localPart,
    ...SITE_WORDS,
  ]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const fromCommonList = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords-common',
  );
  return fromCommonList ? PASSWORD_MESSAGES.common : PASSWORD_MESSAGES.guessable;
}
