/** Password hashing with scrypt at OWASP's recommended cost (the rules for new passwords are in password-policy.ts). */
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
