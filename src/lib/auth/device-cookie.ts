/**
 * The device cookie: a browser that has signed in to an account carries a token signed for that
 * account, and its sign-in attempts are throttled on their own (see login-throttle.ts). It is HttpOnly,
 * survives sign-out, and grants nothing by itself: the password is still required.
 *
 * Local auth signs with a key derived from the account's stored password hash (a server-side secret
 * already), so a password change retires every device cookie issued before it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthRequest } from './types.ts';
import { usesSecureCookies } from '#lib/http/site-url.ts';

export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VERSION = 'd1';

export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-northbeam_device' : 'northbeam_device';
}

export function deviceKeyFromPasswordHash(passwordHash: string): Buffer {
  return createHash('sha256').update(`northbeam device cookie\0${passwordHash}`).digest();
}

const signature = (key: Buffer, email: string, deviceId: string, issuedAt: number) =>
  createHmac('sha256', key)
    .update(`${VERSION}\0${email.trim().toLowerCase()}\0${deviceId}\0${issuedAt}`)
    .digest();

export function signDeviceToken(
  key: Buffer,
  email: string,
  deviceId: string = randomBytes(16).toString('base64url'),
  issuedAt: number = Math.floor(Date.now() / 1000),
): string {
  const mac = signature(key, email, deviceId, issuedAt).toString('base64url');
  return [VERSION, deviceId, issuedAt, mac].join('.');
}

/** The device id when `token` was signed with `key` for `email` and has not expired, else null. */
export function verifyDeviceToken(
  key: Buffer,
  email: string,
  token: string | undefined,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): string | null {
  const [version, deviceId, issued, mac] = token?.split('.') ?? [];
  if (version !== VERSION || !deviceId || !issued || !mac || !/^\d{1,12}$/.test(issued))
    return null;
  const issuedAt = Number(issued);
  if (issuedAt > nowSeconds + 60 || nowSeconds - issuedAt > DEVICE_COOKIE_MAX_AGE_SECONDS)
    return null;
  const expected = signature(key, email, deviceId, issuedAt);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

const isSecure = (ctx: AuthRequest) => usesSecureCookies(ctx.url);

export function readDeviceToken(ctx: AuthRequest): string | undefined {
  return ctx.cookies.get(deviceCookieName(isSecure(ctx)))?.value;
}

/** Sets (or renews) the device cookie after a successful sign-in, keeping the device id it had. */
export function issueDeviceCookie(
  ctx: AuthRequest,
  key: Buffer,
  email: string,
  deviceId?: string | null,
): void {
  ctx.cookies.set(
    deviceCookieName(isSecure(ctx)),
    signDeviceToken(key, email, deviceId ?? undefined),
    {
      path: '/',
      httpOnly: true,
      secure: isSecure(ctx),
      sameSite: 'lax',
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    },
  );
}
