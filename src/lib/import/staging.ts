/**
 * Where the Node server keeps an import's files between the upload and the last step: a private
 * folder under the system's temporary folder (0700, files 0600), never the database's folder, whose
 * copies the rebuilds read. An upload is streamed to disk within its limit; a job's files are moved
 * into a folder of its own and deleted when it is done. Uploads no job took are deleted after a day.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { IMPORT_LIMITS } from './fields.ts';

const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export type UploadKind = 'xml' | 'zip';

export interface StagedUpload {
  id: string;
  kind: UploadKind;
  size: number;
  path: string;
}

export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

/** The staging folder: the system's temporary folder (TMPDIR), never the database's. */
export function stagingRoot(): string {
  return join(tmpdir(), 'northbeam-imports');
}

async function privateDir(path: string): Promise<string> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  return path;
}

/** What a file is by its first bytes: a ZIP, or XML (text that starts with `<`). */
export function uploadKind(head: Uint8Array): UploadKind | null {
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05)) return 'zip';
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') ? 'xml' : null;
}

const limitFor = (kind: UploadKind) =>
  kind === 'xml' ? IMPORT_LIMITS.xmlBytes : IMPORT_LIMITS.zipBytes;

/** Streams an upload to the staging folder within its limit; refuses what is neither XML nor ZIP. */
export async function stageUpload(body: ReadableStream<Uint8Array>): Promise<StagedUpload> {
  const dir = await privateDir(join(stagingRoot(), 'uploads'));
  await pruneUploads(dir);
  const id = randomUUID();
  const path = join(dir, id);
  let size = 0;
  let kind: UploadKind | null = null;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kind === null) {
        kind = uploadKind(chunk.subarray(0, 64));
        if (!kind) {
          done(
            new UploadRefused(
              415,
              'That file is neither a WordPress export (.xml) nor a ZIP. Upload the file WordPress’s Tools → Export gives, a ZIP of wp-content/uploads, or an export of this site.',
            ),
          );
          return;
        }
      }
      size += chunk.byteLength;
      if (size > limitFor(kind)) {
        done(
          new UploadRefused(
            413,
            kind === 'xml'
              ? 'The WordPress export is larger than 50 MB. Export it in parts (by date or category) and import each.'
              : 'The ZIP is larger than 500 MB. Split the uploads folder into several ZIPs by year.',
          ),
        );
        return;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(body as WebReadableStream<Uint8Array>),
      check,
      createWriteStream(path, { mode: 0o600 }),
    );
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (kind === null) {
    await rm(path, { force: true });
    throw new UploadRefused(400, 'The file is empty.');
  }
  return { id, kind, size, path };
}

/** A staged upload by its id, or null (it was never made, or has been deleted). */
export async function stagedUpload(id: string): Promise<StagedUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const path = join(stagingRoot(), 'uploads', id);
  try {
    const handle = await open(path, 'r');
    try {
      const head = new Uint8Array(64);
      await handle.read(head, 0, 64, 0);
      const kind = uploadKind(head);
      const { size } = await handle.stat();
      return kind ? { id, kind, size, path } : null;
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** Moves a job's uploads into its own folder; returns their new paths. */
export async function adoptUploads(
  jobId: string,
  uploads: { main: StagedUpload; uploads?: StagedUpload | undefined },
): Promise<{ main: string; uploads?: string }> {
  const dir = await privateDir(join(stagingRoot(), 'jobs', jobId));
  const main = join(dir, `main.${uploads.main.kind}`);
  await rename(uploads.main.path, main);
  if (!uploads.uploads) return { main };
  const extra = join(dir, 'uploads.zip');
  await rename(uploads.uploads.path, extra);
  return { main, uploads: extra };
}

/** Deletes a finished job's files (a command line's own files are not the staging folder's). */
export async function removeJobFiles(jobId: string): Promise<void> {
  await rm(join(stagingRoot(), 'jobs', jobId), { recursive: true, force: true });
}

async function pruneUploads(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_UPLOAD_MS) await rm(path, { force: true });
  }
}
