/** Password hashing with scrypt at OWASP's recommended cost, and the rules a new admin password must meet. */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** N=2^17, r=8, p=1 (OWASP). Node's default maxmem (32 MiB) is below the 128 MiB this needs. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const maxmemFor = (params: { N: number; r: number }) =>
  128 * params.N * params.r + 16 * 1024 * 1024;

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    ...params,
    maxmem: maxmemFor(params),
  });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expectedKey.length,
    {
      ...params,
      maxmem: maxmemFor(params),
    },
  );
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** A stand-in hash verified when the account does not exist, so a wrong email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'admin123',
  'administrator',
  'letmein1',
  'welcome1',
  'welcome123',
  'changeme',
  'passw0rd',
  'abc12345',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  '11111111',
  '00000000',
  'superman',
  'northbeam',
  'northbeam1',
  'northbeamit',
]);

/** Returns why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < 8) return 'Use at least 8 characters.';
  if (password.length > 256) return 'Use at most 256 characters.';
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    return 'This password is too common; choose another.';
  return null;
}
