import { expect, test } from '@playwright/test';

// Page analytics are off unless configured (src/config/analytics.ts), and this build has none: no
// page loads a script from another origin, and the CSP lets scripts and connections reach no other
// origin. With analytics set, the Netlify smoke checks the opposite (e2e/netlify/pages.netlify.ts).

for (const path of ['/', '/contact', '/insights', '/admin']) {
  test(`${path} loads no analytics and its CSP allows no other origin`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).not.toMatch(/data-(domain|website-id)=/);
    const csp = response.headers()['content-security-policy'] ?? '';
    const sources = (name: string) =>
      csp
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([directive]) => directive === name)
        ?.slice(1) ?? [];
    expect(sources('connect-src')).toEqual(["'self'"]);
    expect(
      sources('script-src').filter(
        (source) => !/^'(self|wasm-unsafe-eval|sha256-.+)'$/.test(source),
      ),
    ).toEqual([]);
  });
}
