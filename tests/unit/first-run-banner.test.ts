import { describe, expect, it } from 'vitest';
import { firstRunBanner, localAdminUrl } from '#lib/auth/first-run-banner.ts';

describe('the first-run banner', () => {
  it('shows the URL, the email and a generated password, framed', () => {
    const banner = firstRunBanner({
      email: 'admin@example.com',
      generatedPassword: 'Zx9-generated',
      adminUrl: 'http://localhost:4321/admin',
    });
    const lines = banner.split('\n');
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(lines.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(banner).toContain('Sign in at  http://localhost:4321/admin');
    expect(banner).toContain('Email       admin@example.com');
    expect(banner).toContain('Password    Zx9-generated');
    expect(banner).toContain('shown only this once');
  });

  it('never echoes a password chosen through ADMIN_PASSWORD', () => {
    const banner = firstRunBanner({ email: 'owner@example.com', adminUrl: '/admin' });
    expect(banner).toContain('from ADMIN_EMAIL / ADMIN_PASSWORD');
    expect(banner).not.toContain('Password');
  });
});

describe('localAdminUrl', () => {
  it.each([
    ['127.0.0.1', 4321, 'http://127.0.0.1:4321/admin'],
    ['localhost', 4410, 'http://localhost:4410/admin'],
    ['0.0.0.0', 8080, 'http://localhost:8080/admin'],
    ['::', 80, 'http://localhost:80/admin'],
    ['::1', 4321, 'http://[::1]:4321/admin'],
  ])('%s:%d → %s', (host, port, url) => {
    expect(localAdminUrl(host, port)).toBe(url);
  });
});
