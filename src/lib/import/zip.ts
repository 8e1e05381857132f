/**
 * Reading an uploaded ZIP (a WordPress uploads folder, or an export of this site) without trusting
 * it (docs/moving-in-and-out.md): an entry whose name is absolute or climbs out with `..` (zip-slip),
 * or that is a symbolic link, refuses the whole archive; so do more than 10,000 files or more than
 * 500 MB once unpacked. Nothing is ever written to disk from it: entries are read into memory, each
 * within the size its caller expects, and an entry that inflates to more or less than its header
 * declared, or does not inflate at all, is a file the import cannot take (ImportFileError: 400
 * while the files are read, an item skipped with its reason while a job runs), never a crash.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './errors.ts';

export const ZIP_LIMITS = {
  /** Files in one archive. */
  maxFiles: 10_000,
  /** Bytes of all its files once unpacked. */
  maxUnpackedBytes: 500 * 1024 * 1024,
} as const;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export interface SafeZip {
  /** The archive's files by name (folders left out), in the archive's order. */
  readonly names: readonly string[];
  /** The unpacked size of a file, or undefined when the archive has none by that name. */
  sizeOf(name: string): number | undefined;
  /**
   * A file's bytes, or 'too-large' when it unpacks to more than `maxBytes`; throws ImportFileError
   * when the entry is damaged (its size under- or over-stated, its data corrupt).
   */
  read(name: string, maxBytes: number): Promise<Buffer | 'too-large'>;
  close(): void;
}

const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

function refusal(field: 'file' | 'uploads', reason: string): ImportFileError {
  return new ImportFileError(field, `The archive is refused: ${reason}`);
}

/** Why yauzl refused an entry's name, in the admin's words. */
function nameRefusal(message: string): string {
  const name = message.replace(/^[^:]*:\s*/, '');
  if (message.startsWith('absolute path')) {
    return `it holds a file with an absolute path (${name}). Archives whose files could land outside their folder are not opened.`;
  }
  if (message.startsWith('invalid relative path')) {
    return `it holds a file whose name climbs out of its folder with .. (${name}). Archives whose files could land outside their folder are not opened.`;
  }
  if (message.startsWith('invalid characters')) {
    return `it holds a file whose name has a backslash (${name}).`;
  }
  return `it could not be read as a ZIP (${message}).`;
}

/** Opens the ZIP at `path`, checking every entry first; throws ImportFileError (400) otherwise. */
export async function openSafeZip(
  path: string,
  field: 'file' | 'uploads' = 'uploads',
): Promise<SafeZip> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { strictFileNames: true, autoClose: false });
  } catch (error) {
    throw refusal(field, nameRefusal((error as Error).message));
  }
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (isSymlink(entry)) {
        throw refusal(field, `it holds a symbolic link (${entry.fileName}).`);
      }
      if (entry.fileName.endsWith('/')) continue;
      entries.set(entry.fileName, entry);
      if (entries.size > ZIP_LIMITS.maxFiles) {
        throw refusal(
          field,
          `it holds more than ${ZIP_LIMITS.maxFiles.toLocaleString('en-US')} files.`,
        );
      }
      unpacked += entry.uncompressedSize;
      if (unpacked > ZIP_LIMITS.maxUnpackedBytes) {
        throw refusal(field, 'its files come to more than 500 MB once unpacked.');
      }
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportFileError) throw error;
    throw refusal(field, nameRefusal((error as Error).message));
  }
  // Failures are reported to each read; an 'error' event with no listener would stop the process.
  zip.on('error', () => {});
  return {
    names: [...entries.keys()],
    sizeOf: (name) => entries.get(name)?.uncompressedSize,
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No file ${name} in the archive`);
      if (entry.uncompressedSize > maxBytes) return 'too-large';
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        const stream = await zip.openReadStreamPromise(entry);
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.byteLength;
          if (size > maxBytes) {
            stream.destroy();
            return 'too-large';
          }
          chunks.push(chunk);
        }
      } catch (error) {
        throw refusal(
          field,
          `${name} is damaged: it does not unpack to what its header says (${(error as Error).message}).`,
        );
      }
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
}
