/**
 * Where the Node server keeps an import's files between the upload and the last step: a private
 * folder of this instance, `import-staging` in DATA_DIR (0700, files 0600), never a temporary folder
 * other instances or users share. Snapshots of the embedded database leave it out
 * (src/lib/backup/snapshot.ts). An upload is streamed to disk within its limit; a job's files are
 * moved into a folder of its own and deleted when it is done. Uploads no job took are deleted after
 * a day.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadEnv } from '#config/env.ts';
import { readBodyChunks } from '#lib/http/body.ts';
import { IMPORT_LIMITS } from './fields.ts';
import { UploadRefused } from './upload-refused.ts';

export { UploadRefused };

const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export type UploadKind = 'xml' | 'zip';

export interface StagedUpload {
  id: string;
  kind: UploadKind;
  size: number;
  path: string;
}

/** The name of the staging folder inside DATA_DIR (snapshots of the data folder leave it out). */
export const STAGING_FOLDER = 'import-staging';

/** The staging folder: this instance's own, in DATA_DIR. */
export function stagingRoot(): string {
  return join(resolve(loadEnv().DATA_DIR ?? '.data'), STAGING_FOLDER);
}

/** Creates `path` and the folders above it inside the staging root, each 0700 whatever the umask. */
async function privateDir(path: string): Promise<string> {
  await mkdir(path, { recursive: true, mode: 0o700 });
  for (let dir = path; dir.startsWith(stagingRoot()); dir = join(dir, '..')) {
    await chmod(dir, 0o700);
  }
  return path;
}

/**
 * What a file is by its first bytes: a ZIP, or XML (text that starts with `<`, in UTF-8 or, so that
 * the import can say what is wrong with it, UTF-16).
 */
export function uploadKind(head: Uint8Array): UploadKind | null {
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05)) return 'zip';
  const utf16 =
    (head[0] === 0xff && head[1] === 0xfe) ||
    (head[0] === 0xfe && head[1] === 0xff) ||
    (head[0] === 0x3c && head[1] === 0x00) ||
    (head[0] === 0x00 && head[1] === 0x3c);
  if (utf16) return 'xml';
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') ? 'xml' : null;
}

const limitFor = (kind: UploadKind) =>
  kind === 'xml' ? IMPORT_LIMITS.xmlBytes : IMPORT_LIMITS.zipBytes;

const NEITHER =
  'That file is neither a WordPress export (.xml) nor a ZIP. Upload the file WordPress’s Tools → Export gives, a ZIP of wp-content/uploads, or an export of this site.';

/**
 * Streams an upload to the staging folder within its limit; refuses what is neither XML nor ZIP
 * (by its first bytes, however few arrive in the first chunk), and what is larger than its limit.
 * A refusal stops reading the body without cancelling it mid-read (http/body.ts): it never takes
 * the server down, whatever the body's size.
 */
export async function stageUpload(body: ReadableStream<Uint8Array>): Promise<StagedUpload> {
  const dir = await privateDir(join(stagingRoot(), 'uploads'));
  await pruneUploads(dir);
  const id = randomUUID();
  const path = join(dir, id);
  let size = 0;
  let kind: UploadKind | null = null;
  let head = new Uint8Array(0);
  let file: FileHandle | null = null;
  try {
    file = await open(path, 'wx', 0o600);
    await readBodyChunks(
      body,
      async (chunk) => {
        size += chunk.byteLength;
        if (kind === null) {
          head = concat(head, chunk);
          // A ZIP or XML is known by its first few bytes: wait for enough of them.
          if (head.byteLength < 4 && size < 4) return;
          kind = uploadKind(head.subarray(0, 64));
          if (!kind) throw new UploadRefused(415, NEITHER);
          await file!.write(head);
        } else {
          await file!.write(chunk);
        }
        if (size > limitFor(kind)) {
          throw new UploadRefused(
            413,
            kind === 'xml'
              ? 'The WordPress export is larger than 50 MB. Export it in parts (by date or category) and import each.'
              : 'The ZIP is larger than 500 MB. Split the uploads folder into several ZIPs by year.',
          );
        }
      },
      { drainBytes: IMPORT_LIMITS.zipBytes },
    );
    if (kind === null && head.byteLength > 0) {
      kind = uploadKind(head);
      if (!kind) throw new UploadRefused(415, NEITHER);
      await file.write(head);
    }
    await file.close();
    file = null;
  } catch (error) {
    await file?.close().catch(() => {});
    await rm(path, { force: true });
    throw error;
  }
  if (kind === null) {
    await rm(path, { force: true });
    throw new UploadRefused(400, 'The file is empty.');
  }
  return { id, kind, size, path };
}

const concat = (a: Uint8Array, b: Uint8Array) => {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a);
  joined.set(b, a.byteLength);
  return joined;
};

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
