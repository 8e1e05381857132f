/** The admin API as the benchmarks drive it: sign in, call with the session, wait for publishing. */

/** @param {number} ms */
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * @param {string} base
 * @param {string} path
 * @param {{ method?: string; cookie?: string; body?: unknown; ifMatch?: number }} [options]
 */
export async function call(base, path, { method = 'GET', cookie, body, ifMatch } = {}) {
  /** @type {Record<string, string>} */
  const headers = { Origin: base };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  return fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/**
 * Signs in and returns the session's Cookie header.
 *
 * @param {string} base
 * @param {{ email: string; password: string }} admin
 */
export async function signIn(base, admin) {
  const answer = await call(base, '/api/auth/login', { method: 'POST', body: admin });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * Waits until the publishing status is neither saved nor rebuilding; returns it.
 *
 * @param {string} base
 * @param {string} cookie
 * @param {number} limitMs
 */
export async function settled(base, cookie, limitMs) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const { status } = /** @type {{ status: { state: string } }} */ (
      await (await call(base, '/api/admin/publishing?fields=status', { cookie })).json()
    );
    if (status.state !== 'saved' && status.state !== 'rebuilding') return status.state;
    await sleep(500);
  }
  throw new Error('the publishing status did not settle');
}

/**
 * Every stored lead, as the admin's CSV export lists them: one array of fields per lead, header
 * row left out (the export quotes no field the benchmarks' leads contain).
 *
 * @param {string} base
 * @param {{ email: string; password: string }} admin
 */
export async function storedLeads(base, admin) {
  const cookie = await signIn(base, admin);
  const csv = await call(base, '/api/admin/leads.csv?status=all', { cookie });
  if (!csv.ok) throw new Error(`leads export failed: HTTP ${csv.status}`);
  return (await csv.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','));
}
