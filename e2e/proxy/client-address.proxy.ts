import { expect, test } from '@playwright/test';
import { publicOrigin } from '#e2e-support/caddy.ts';
import { contactJson, rawRequest } from './raw-client.ts';
import { PROXY_E2E } from './settings.ts';

// Who the client is comes from the trusted chain: Caddy reports each visitor's address, and the server
// believes it because Caddy connects from the one address TRUST_PROXY names. A client that reaches the
// server directly cannot choose its own bucket by writing X-Forwarded-For.

const site = publicOrigin(PROXY_E2E);
const server = `http://127.0.0.1:${PROXY_E2E.upstreamPort}`;
const limit = PROXY_E2E.contactRateLimit;
const run = Date.now().toString(36);

function sendContact(
  url: string,
  localAddress: string,
  email: string,
  extraHeaders: Record<string, string> = {},
) {
  return rawRequest({
    url: `${url}/api/contact`,
    method: 'POST',
    localAddress,
    headers: { 'Content-Type': 'application/json', Origin: site, ...extraHeaders },
    body: contactJson(email),
  });
}

test('two visitors the proxy reports with different addresses get separate rate-limit buckets', async () => {
  const first: number[] = [];
  for (let i = 0; i <= limit; i++) {
    // A forged X-Forwarded-For through Caddy is replaced by the address Caddy saw.
    const response = await sendContact(site, '127.0.0.2', `bucket-a-${i}-${run}@example.com`, {
      'X-Forwarded-For': `198.51.100.${i}`,
    });
    first.push(response.status);
  }
  expect(first).toEqual([...Array<number>(limit).fill(201), 429]);

  const second = await sendContact(site, '127.0.0.3', `bucket-b-${run}@example.com`);
  expect(second.status).toBe(201);
  // And the first visitor is still limited.
  expect((await sendContact(site, '127.0.0.2', `bucket-a-again-${run}@example.com`)).status).toBe(
    429,
  );
});

test('a forged X-Forwarded-For sent straight to the server is ignored', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) {
    // Every request claims another client; the server sees one peer it does not trust.
    const response = await sendContact(server, '127.0.0.4', `direct-${i}-${run}@example.com`, {
      'X-Forwarded-For': `203.0.113.${i + 1}`,
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': `localhost:${PROXY_E2E.publicPort}`,
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([...Array<number>(limit).fill(201), 429]);
  // Another address is its own client again.
  expect((await sendContact(server, '127.0.0.5', `direct-other-${run}@example.com`)).status).toBe(
    201,
  );
});

test('writes from other origins are still refused, through the proxy and straight', async () => {
  for (const url of [site, server]) {
    const response = await sendContact(url, '127.0.0.6', `evil-${run}@example.com`, {
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: 'Cross-origin requests are not allowed.' });
  }
});
