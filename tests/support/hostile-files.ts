/**
 * Files an import must survive (docs/moving-in-and-out.md): exports of this site made by hand, a
 * ZIP whose directory under-states an entry's size, a list of a million empty entries.
 */
import yazl from 'yazl';
import { collectionFile, exportedCollections } from '#lib/export/collections.ts';
import { EXPORT_FILES, EXPORT_FORMAT, EXPORT_VERSION } from '#lib/export/format.ts';
import { zipBuffer } from './wordpress.ts';

/** An export of this site holding `files` (anything left out is an empty list). */
export function exportZip(
  files: Partial<Record<keyof typeof EXPORT_FILES, string>> & { extra?: Record<string, Buffer> },
  counts: Record<string, number> = {},
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const manifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: '2026-12-01T10:00:00.000Z',
    site: 'https://hostile.example.com',
    schema: '20261202000000_post_focus_keyword.sql',
    counts,
  };
  const text: Record<keyof typeof EXPORT_FILES, string> = {
    manifest: JSON.stringify(manifest),
    taxonomies: JSON.stringify({ audiences: [], stages: [], topics: [] }),
    media: '[]',
    leads: '[]',
    leadsCsv: '',
    redirects: '[]',
    redirectsCsv: '',
    ...files,
  };
  for (const [key, name] of Object.entries(EXPORT_FILES)) {
    zip.addBuffer(Buffer.from(text[key as keyof typeof EXPORT_FILES]), name);
  }
  // Each collection's file (locations.json, …) is an empty list unless `extra` holds it.
  for (const collection of exportedCollections()) {
    const name = collectionFile(collection);
    if (!files.extra?.[name]) zip.addBuffer(Buffer.from('[]'), name);
  }
  for (const [name, bytes] of Object.entries(files.extra ?? {})) zip.addBuffer(bytes, name);
  return zipBuffer(zip);
}

/**
 * The ZIP with the central directory's record of `name` saying it unpacks to `by` bytes fewer than
 * it does (its data is deflated, so the lie shows only when it is read).
 */
export function understate(zip: Buffer, name: string, by: number): Buffer {
  const bytes = Buffer.from(zip);
  const target = Buffer.from(name);
  for (let at = bytes.indexOf('PK\x01\x02'); at !== -1;) {
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.subarray(at + 46, at + 46 + nameLength).equals(target)) {
      bytes.writeUInt32LE(bytes.readUInt32LE(at + 24) - by, at + 24);
      return bytes;
    }
    at = bytes.indexOf('PK\x01\x02', at + 46);
  }
  throw new Error(`No ${name} in the ZIP`);
}

/** leads.json as a million `{}`: 3 MB of text, a few dozen kilobytes zipped. */
export const MILLION_EMPTY_LEADS = `[${'{},'.repeat(999_999)}{}]`;
