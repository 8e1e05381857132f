/**
 * Serving during heavy work (docs/budgets.md): each heavy operation of the admin, at its documented
 * limit, run against a real server while two probes wait for what a visitor waits for, one request
 * after another: a static page (/pricing) and the contact form (POST /api/contact).
 * `scripts/bench-heavy-work.mjs` measures the goal and writes the figures to bench/results.md; the
 * end-to-end test (e2e/heavy-work.spec.ts) holds that no operation freezes the site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMPORT_LIMITS } from '#lib/import/fields.ts';
import { REDIRECT_CSV_MAX_ROWS } from '#lib/redirects/csv.ts';
import { CONTROL_FILE, SNAPSHOT_PATH, type ControlFile } from '#lib/backup/live-server.ts';
import { noise } from '#test-support/images.ts';
import { exportZip, MILLION_EMPTY_LEADS } from '#test-support/hostile-files.ts';
import { wxr, type WpFixtureItem } from '#test-support/wordpress.ts';

/** The goal, for the static page and the contact form alike, while any one operation runs. */
export const SERVING_GOAL = { medianMs: 200, p99Ms: 500 };

/**
 * What the end-to-end test holds, inside the whole suite on a shared 2-core machine: the goal's
 * median, and no probe waiting like a frozen server (a chain of 300 redirects once held every
 * visitor for 39 s). There one probe in a hundred can wait for a core longer than the goal's 99th
 * percentile (870 ms was seen) while the server itself is not held: the goal is the bench's.
 */
export const NOT_FROZEN = { medianMs: SERVING_GOAL.medianMs, p99Ms: 2_500 };

/** How many images "Export everything" and the snapshot carry: each at the upload limit's size. */
export const EXPORT_IMAGES = 20;

export interface Admin {
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown>; bytes: number }>;
}

/** Signs in as `account` and answers calls with the session, as the admin's browser does. */
export async function signedIn(
  base: string,
  account: { email: string; password: string },
): Promise<Admin> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async call(method, path, body, headers = {}) {
      const raw =
        body instanceof Uint8Array || typeof body === 'string' || body instanceof FormData;
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: base,
          cookie,
          ...(body !== undefined && !raw && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? null : raw ? (body as BodyInit) : JSON.stringify(body),
      });
      if (!response.headers.get('content-type')?.startsWith('application/json')) {
        // A download (an export): counted as it arrives, never held whole or parsed, so the
        // probes, which share this process, wait for the server only.
        let bytes = 0;
        for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
        return { status: response.status, body: {}, bytes };
      }
      const text = await response.text();
      return {
        status: response.status,
        body: JSON.parse(text) as Record<string, unknown>,
        bytes: Buffer.byteLength(text),
      };
    },
  };
}

export interface Waits {
  static: number[];
  contact: number[];
}

/** Runs `operation` while the two probes ask, one request after another each; their waits in ms. */
export async function probeWhile(base: string, operation: () => Promise<void>): Promise<Waits> {
  const waits: Waits = { static: [], contact: [] };
  let running = true;
  let sequence = 0;
  const probe = async (list: number[], ask: () => Promise<Response>) => {
    while (running) {
      const started = performance.now();
      const response = await ask();
      await response.arrayBuffer();
      if (response.status >= 400) throw new Error(`a probe was answered ${response.status}`);
      list.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const probes = Promise.all([
    probe(waits.static, () => fetch(`${base}/pricing`)),
    probe(waits.contact, () =>
      fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          name: 'Probe Visitor',
          email: `probe-${++sequence}@example.com`,
          companySize: '11-50 employees',
          message: 'Waiting while the admin works.',
          'form-name': 'contact',
          'bot-field': '',
          page: '/contact',
        }),
      }),
    ),
  ]);
  try {
    await operation();
  } finally {
    running = false;
    await probes;
  }
  return waits;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A WordPress export just under `bytes`: posts of a few kilobytes each. */
export function largeWordPressExport(bytes: number): Buffer {
  const paragraph = `<p>${'Every office we support runs the same checklist: updates, backups, accounts. '.repeat(20)}</p>`;
  const post = (n: number): WpFixtureItem => ({
    id: 100_000 + n,
    title: `Post ${n} of a large site`,
    status: 'publish',
    slug: `large-site-post-${n}`,
    content: `<h2>Part ${n}</h2>\n${paragraph}\n${paragraph}\n${paragraph}`,
    terms: [{ domain: 'category', slug: 'security', name: 'Security' }],
  });
  const empty = Buffer.byteLength(wxr([]));
  // Each post's size, with the largest number it will carry, so the file never passes `bytes`.
  const each = Buffer.byteLength(wxr([post(999_999)])) - empty;
  const count = Math.floor((bytes - empty) / each);
  return Buffer.from(wxr(Array.from({ length: count }, (_, n) => post(n))));
}

/** A CSV of redirects at its row limit, each row a link of one chain. */
export const chainCsv = (rows = REDIRECT_CSV_MAX_ROWS) =>
  `from,to\n${Array.from({ length: rows }, (_, n) => `/heavy-chain-${n},/heavy-chain-${n + 1}`).join('\n')}\n`;

/** An image nearly as large as an upload may be (5 MB): noise, so each is different. */
export async function largestImage(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await noise(1270, 1270).png({ compressionLevel: 0 }).toBuffer());
}

export interface HeavyOperation {
  name: string;
  /** What it does, at which limit. */
  limit: string;
  /** Done before the probes start (uploads it needs); not measured. */
  prepare?: (admin: Admin) => Promise<void>;
  run: (admin: Admin, context: { dataDir: string }) => Promise<void>;
}

type Answer = Awaited<ReturnType<Admin['call']>>;

const expectStatus = (answer: Answer, ...statuses: number[]): Answer => {
  if (!statuses.includes(answer.status)) {
    throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return answer;
};

export const HEAVY_OPERATIONS: HeavyOperation[] = [
  {
    name: 'WordPress import',
    limit: `a ${IMPORT_LIMITS.xmlBytes / 1024 / 1024} MB export: read, planned (the dry run), then 10 s of import steps`,
    async run(admin) {
      const upload = expectStatus(
        await admin.call(
          'POST',
          '/api/admin/import/uploads',
          largeWordPressExport(IMPORT_LIMITS.xmlBytes),
        ),
        201,
      );
      const planned = expectStatus(
        await admin.call('POST', '/api/admin/import/jobs', {
          file: (upload.body.upload as { id: string }).id,
        }),
        201,
      );
      const id = (planned.body.job as { id: string }).id;
      for (const until = Date.now() + 10_000; Date.now() < until;) {
        expectStatus(await admin.call('POST', `/api/admin/import/jobs/${id}/run`, {}), 200);
      }
    },
  },
  {
    name: 'Export of this site, hostile',
    limit: 'a 30 KB ZIP whose leads.json holds a million empty entries: refused with 400',
    async run(admin) {
      const zip = await exportZip({ leads: MILLION_EMPTY_LEADS }, { leads: 1_000_000 });
      const upload = expectStatus(
        await admin.call('POST', '/api/admin/import/uploads', new Uint8Array(zip)),
        201,
      );
      expectStatus(
        await admin.call('POST', '/api/admin/import/jobs', {
          file: (upload.body.upload as { id: string }).id,
        }),
        400,
      );
    },
  },
  {
    name: 'Redirect CSV',
    limit: `${REDIRECT_CSV_MAX_ROWS.toLocaleString('en-US')} rows, one chain`,
    async run(admin) {
      expectStatus(
        await admin.call('POST', '/api/admin/redirects/import', chainCsv(), {
          'content-type': 'text/csv',
        }),
        200,
      );
    },
  },
  {
    name: 'Export everything',
    limit: `${EXPORT_IMAGES} images of 5 MB (100 MB), with the demo content`,
    async prepare(admin) {
      for (let n = 0; n < EXPORT_IMAGES; n++) {
        const form = new FormData();
        form.set('file', new Blob([await largestImage()], { type: 'image/png' }), `large-${n}.png`);
        form.set('alt', `A large image, number ${n}`);
        expectStatus(await admin.call('POST', '/api/admin/media', form), 201);
      }
    },
    async run(admin) {
      const exported = expectStatus(await admin.call('GET', '/api/admin/export'), 200);
      if (exported.bytes < EXPORT_IMAGES * 4_000_000) {
        throw new Error(`the export holds ${exported.bytes} bytes: the images are missing`);
      }
    },
  },
  {
    name: 'Backup snapshot',
    limit: 'the embedded database’s folder with the images above',
    async run(_admin, { dataDir }) {
      const control = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as ControlFile;
      const response = await fetch(`http://127.0.0.1:${control.port}${SNAPSHOT_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${control.token}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200 || bytes < EXPORT_IMAGES * 4_000_000) {
        throw new Error(`the snapshot answered ${response.status} with ${bytes} bytes`);
      }
    },
  },
];
