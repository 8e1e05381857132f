import { describe, expect, it } from 'vitest';
import {
  isValidShareToken,
  newSigningKey,
  readShareToken,
  shareLinkExpiry,
  signShareToken,
} from '#lib/preview/share-token.ts';

const postId = '2f1c7a9e-4b3d-4c1a-9e8f-0a1b2c3d4e5f';
const now = new Date('2026-11-24T15:00:00Z');
const key = newSigningKey();
const expiresAt = shareLinkExpiry(now);
const row = { signingKey: key, expiresAt };
const token = signShareToken(postId, expiresAt, key);

/** The token with one character changed (not the last: it holds two unused bits). */
const flipped = (text: string, at: number) =>
  `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;

/** The same signature bytes, its last character's unused bits set. */
const respelled = (text: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(text.at(-1)!);
  return `${text.slice(0, -1)}${alphabet[last ^ 1]}`;
};

const valid = (candidate: string, at = now, withRow = row) => {
  const parts = readShareToken(candidate);
  return parts !== null && isValidShareToken(parts, withRow, at);
};

describe('share-preview tokens', () => {
  it('last 7 days and carry 256 bits of signature', () => {
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * 86_400_000);
    expect(Buffer.from(token.split('.')[2]!, 'base64url')).toHaveLength(32);
    expect(readShareToken(token)?.postId).toBe(postId);
  });

  it('accept the token they signed, until it expires', () => {
    expect(valid(token)).toBe(true);
    expect(valid(token, new Date(expiresAt.getTime() - 1_000))).toBe(true);
    expect(valid(token, expiresAt)).toBe(false);
  });

  it('refuse a token signed with a key that was replaced', () => {
    expect(valid(token, now, { signingKey: newSigningKey(), expiresAt })).toBe(false);
  });

  it('refuse a link the database cut short', () => {
    expect(valid(token, now, { signingKey: key, expiresAt: new Date(now.getTime() - 1) })).toBe(
      false,
    );
  });

  it.each([
    ['another post id', token.replace(postId, '2f1c7a9e-4b3d-4c1a-9e8f-0a1b2c3d4e50')],
    ['a later expiry', token.replace(/\.(\d+)\./, (_m, s: string) => `.${Number(s) + 86_400}.`)],
    ['a changed signature', flipped(token, token.length - 10)],
    ['a missing part', token.split('.').slice(0, 2).join('.')],
    ['an extra part', `${token}.x`],
    ['another spelling of the signature', respelled(token)],
    ['garbage', 'not-a-token'],
    ['an empty token', ''],
  ])('refuse %s', (_case, tampered) => {
    expect(valid(tampered)).toBe(false);
  });

  it('use a new random key every time', () => {
    expect(newSigningKey()).not.toBe(newSigningKey());
  });
});
