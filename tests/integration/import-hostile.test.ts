/**
 * Files made to hurt an import, through the admin's import routes, on PGlite and a real Postgres 15
 * (docs/moving-in-and-out.md): each is answered (a 4xx for a file the import cannot take) or
 * imported past its bad part (an item that fails is recorded with its reason and passed), and the
 * routes go on answering after it. Reading and planning run in the import worker.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext, APIRoute } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import type { ImportJobJson } from '#lib/import/json.ts';
import * as uploads from '#pages/api/admin/import/uploads.ts';
import * as jobs from '#pages/api/admin/import/jobs/index.ts';
import * as run from '#pages/api/admin/import/jobs/[id]/run.ts';
import { adminDatabase, callRoute, ORIGIN } from '#test-support/admin-routes.ts';
import { engines } from '#test-support/engines.ts';
import { exportZip, MILLION_EMPTY_LEADS, understate } from '#test-support/hostile-files.ts';
import { noise } from '#test-support/images.ts';
import { WP_ITEMS, wordpressUploads, wxr } from '#test-support/wordpress.ts';

const admin = { id: randomUUID(), email: 'owner@example.com' };

async function send(route: APIRoute | undefined, path: string, body: Uint8Array) {
  const request = new Request(new URL(path, ORIGIN), {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
  const response = await route!({
    request,
    url: new URL(request.url),
    params: {},
    cookies: {},
    locals: {},
  } as unknown as APIContext);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const lead = (id: string, message: string) => ({
  id,
  createdAt: '2026-11-30T12:00:00.000Z',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  companySize: '11-50 employees',
  phone: null,
  message,
  sourcePage: '/contact',
  utm: { utm_source: 'news\0letter' },
  context: {},
  status: 'new',
  isSpam: false,
  notificationState: 'sent',
  handledBy: null,
  handledAt: null,
  notes: [],
});

describe.each(engines)('files made to hurt an import, on $name', (engine) => {
  const database = adminDatabase(engine, admin);
  const upload = async (bytes: Uint8Array) => {
    const answer = await send(uploads.POST, '/api/admin/import/uploads', bytes);
    expect(answer.status).toBe(201);
    return (answer.json.upload as { id: string }).id;
  };
  const start = async (main: Uint8Array, extra?: Uint8Array) =>
    callRoute(jobs.POST, {
      method: 'POST',
      path: '/api/admin/import/jobs',
      body: { file: await upload(main), ...(extra && { uploads: await upload(extra) }) },
    });
  const runToEnd = async (id: string) => {
    for (let steps = 0; steps < 50; steps++) {
      const answer = await callRoute(run.POST, {
        method: 'POST',
        path: `/api/admin/import/jobs/${id}/run`,
        params: { id },
        body: {},
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const job = (answer.json as { job: ImportJobJson }).job;
      if (job.state === 'done') return job;
    }
    throw new Error('the import did not finish in 50 steps');
  };
  const stillAnswers = async () => {
    const answer = await callRoute(jobs.GET, { method: 'GET', path: '/api/admin/import/jobs' });
    expect(answer.status).toBe(200);
  };

  it('refuses an export whose leads.json holds a million empty entries (400, memory bounded)', async () => {
    const zip = await exportZip({ leads: MILLION_EMPTY_LEADS }, { leads: 1_000_000 });
    expect(zip.byteLength).toBeLessThan(100_000);
    const answer = await start(zip);
    expect(answer.status).toBe(400);
    const { error } = answer.json as { error: string };
    expect(error).toMatch(
      /^leads\.json is not as this site writes it: 0\.id .*; and 999,995 more\.$/,
    );
    await stillAnswers();
    // The manifest's count is checked before any entry is built.
    const miscounted = await start(await exportZip({ leads: MILLION_EMPTY_LEADS }, { leads: 3 }));
    expect(miscounted.status).toBe(400);
    expect((miscounted.json as { error: string }).error).toBe(
      'leads.json holds 1,000,000 entries, but the export’s manifest counts 3: the export is not as this site writes it.',
    );
  }, 120_000);

  it('refuses an export whose leads.json under-states its size (400, not a failure)', async () => {
    const leads = JSON.stringify([lead(randomUUID(), 'We need help.')]);
    const zip = understate(await exportZip({ leads }, { leads: 1 }), 'leads.json', 40);
    const answer = await start(zip);
    expect(answer.status).toBe(400);
    expect((answer.json as { error: string }).error).toMatch(
      /^The archive is refused: leads\.json is damaged: it does not unpack to what its header says/,
    );
    await stillAnswers();
  });

  it('imports text holding NUL with the NUL taken out, and passes a damaged image with its reason', async () => {
    const good = randomUUID();
    const damaged = randomUUID();
    const png = await noise(40, 30).png().toBuffer();
    const media = [good, damaged].map((id) => ({
      id,
      filename: `photo\0${id.slice(0, 4)}.png`,
      contentType: 'image/png',
      alt: 'A square\0',
      sha256: 'x',
      width: 40,
      height: 30,
      createdAt: '2026-11-30T12:00:00.000Z',
      file: `media/${id}.png`,
    }));
    const leadId = randomUUID();
    const zip = understate(
      await exportZip(
        {
          media: JSON.stringify(media),
          leads: JSON.stringify([lead(leadId, 'Call me\0 back.')]),
          extra: { [`media/${good}.png`]: png, [`media/${damaged}.png`]: Buffer.from(png) },
        },
        { media: 2, leads: 1 },
      ),
      `media/${damaged}.png`,
      10,
    );
    const answer = await start(zip);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const job = await runToEnd((answer.json as { job: ImportJobJson }).job.id);
    expect(job.counts).toMatchObject({ created: 2, failed: 1 });
    expect(job.log).toContainEqual(
      expect.objectContaining({
        key: `media:${damaged}`,
        outcome: 'failed',
        message: expect.stringMatching(/is damaged: it does not unpack to what its header says/),
      }),
    );
    const [image] = await database.handle.sql.query<{ filename: string; alt: string }>(
      'select filename, alt from media where id = $1',
      [good],
    );
    // The image's own rules make its name safe; its alt text reaches the database without the NUL.
    expect(image).toEqual({ filename: `photo_${good.slice(0, 4)}.png`, alt: 'A square' });
    const [saved] = await database.handle.sql.query<{ message: string; utm: unknown }>(
      'select message, utm from leads where id = $1',
      [leadId],
    );
    expect(saved).toEqual({ message: 'Call me back.', utm: { utm_source: 'newsletter' } });
  });

  it('imports a WordPress site whose uploads ZIP under-states an image’s size: its posts come in without that image', async () => {
    const zip = understate(await wordpressUploads(), 'wp-content/uploads/2019/05/chart.png', 100);
    const answer = await start(Buffer.from(wxr(WP_ITEMS)), zip);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    const planned = (answer.json as { job: ImportJobJson }).job;
    const job = await runToEnd(planned.id);
    expect(job.done).toBe(planned.total);
    // Each post that shows the image comes in without it, and says why; none fails for it.
    expect(job.counts.failed ?? 0).toBe(0);
    expect(JSON.stringify(job.log)).toMatch(
      /chart\.png could not be read from the uploads ZIP: [^"]*is damaged/,
    );
    await stillAnswers();
  });

  it('stages an upload in this instance’s DATA_DIR (0700, the file 0600), never a shared temporary folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-staging-test-'));
    vi.stubEnv('DATA_DIR', dataDir);
    try {
      const id = await upload(Buffer.from(wxr(WP_ITEMS)));
      const file = join(dataDir, 'import-staging', 'uploads', id);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      for (const dir of ['import-staging', 'import-staging/uploads']) {
        expect(statSync(join(dataDir, dir)).mode & 0o777).toBe(0o700);
      }
      expect(existsSync(join(tmpdir(), 'northbeam-imports', 'uploads', id))).toBe(false);
    } finally {
      vi.unstubAllEnvs();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers an upload of every small size and kind, and goes on answering', async () => {
    const kinds = {
      text: (n: number) => Buffer.alloc(n, 'a'),
      json: (n: number) => Buffer.from(`{"a":"${'b'.repeat(Math.max(0, n - 8))}"}`),
      utf16: (n: number) => Buffer.from(`\uFEFF<rss>${'x'.repeat(n)}</rss>`, 'utf16le'),
      zipHead: (n: number) => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(n)]),
    };
    for (const [kind, make] of Object.entries(kinds)) {
      for (const size of [0, 1, 2, 3, 14, 1024, 20_000, 70_000, 300_000]) {
        const answer = await send(uploads.POST, '/api/admin/import/uploads', make(size));
        expect(answer.status, `${kind} of ${size} bytes`).toBeLessThan(500);
      }
    }
    await stillAnswers();
  });
});
