/**
 * Opening an import's files, whatever they are: a WordPress export (XML, with an optional ZIP of its
 * uploads) or an export of this site (a ZIP with manifest.json). Each becomes the same thing to the
 * job that runs it: a dry run, a list of items, and a way to import item N.
 */
import { open as openFile, readFile, stat } from 'node:fs/promises';
import type { AdminUser } from '#lib/auth/types.ts';
import type { Database } from '#lib/db/database.ts';
import { EXPORT_FILES } from '#lib/export/format.ts';
import { ImportFileError } from './errors.ts';
import { IMPORT_LIMITS, type DryRun, type ImportMapping } from './fields.ts';
import type { ItemOutcome } from './outcome.ts';
import { applyExportItem, planSiteExport, readSiteExport } from './site-export.ts';
import { uploadKind } from './staging.ts';
import { applyWordPressItem, planWordPress } from './wordpress.ts';
import { parseWxr } from './wxr.ts';
import { openSafeZip, type SafeZip } from './zip.ts';
import { downloadImage, type Download } from './remote-images.ts';

export interface ImportFiles {
  /** A WordPress export (XML) or an export of this site (ZIP). */
  main: string;
  /** A ZIP of WordPress's uploads folder. */
  uploads?: string | undefined;
}

export interface OpenedImport {
  kind: 'wordpress' | 'export';
  /** What import records are kept under: the WordPress site's address, or the exported site's. */
  source: string;
  dryRun: DryRun;
  items: readonly { key: string; title: string }[];
  apply(db: Database, actor: AdminUser, index: number): Promise<ItemOutcome>;
  close(): void;
}

async function headOf(path: string): Promise<Uint8Array> {
  const handle = await openFile(path, 'r');
  try {
    const head = new Uint8Array(64);
    await handle.read(head, 0, 64, 0);
    return head;
  } finally {
    await handle.close();
  }
}

/** Opens and plans an import; throws ImportFileError (400) for a file it cannot take. */
export async function openImport(
  db: Database,
  files: ImportFiles,
  mapping: ImportMapping | null,
  { fetchImage = downloadImage }: { fetchImage?: (address: string) => Promise<Download> } = {},
): Promise<OpenedImport> {
  const kind = uploadKind(await headOf(files.main));
  if (kind === 'zip') {
    if (files.uploads) {
      throw new ImportFileError(
        'uploads',
        'An export of this site holds its images already: import it alone.',
      );
    }
    const zip = await openSafeZip(files.main, 'file');
    try {
      if (zip.sizeOf(EXPORT_FILES.manifest) === undefined) {
        throw new ImportFileError(
          'file',
          'This ZIP is not an export of this site (it has no manifest.json). A ZIP of WordPress’s uploads goes beside the WordPress export (.xml).',
        );
      }
      const data = await readSiteExport(zip);
      const plan = await planSiteExport(db, data);
      return {
        kind: 'export',
        source: plan.source,
        dryRun: plan.dryRun,
        items: plan.items,
        apply: (database, actor, index) =>
          applyExportItem(database, actor, data, plan.items[index]!),
        close: () => zip.close(),
      };
    } catch (error) {
      zip.close();
      throw error;
    }
  }
  if (kind !== 'xml') {
    throw new ImportFileError(
      'file',
      'That file is neither a WordPress export (.xml) nor an export of this site (.zip).',
    );
  }
  if ((await stat(files.main)).size > IMPORT_LIMITS.xmlBytes) {
    throw new ImportFileError(
      'file',
      'The WordPress export is larger than 50 MB. Export it in parts (by date or category) and import each.',
    );
  }
  const site = parseWxr(await readFile(files.main));
  let uploads: SafeZip | null = null;
  if (files.uploads) {
    if (uploadKind(await headOf(files.uploads)) !== 'zip') {
      throw new ImportFileError('uploads', 'The uploads must be a ZIP of wp-content/uploads.');
    }
    uploads = await openSafeZip(files.uploads, 'uploads');
  }
  try {
    const plan = await planWordPress(db, { site, uploads }, mapping);
    return {
      kind: 'wordpress',
      source: plan.source,
      dryRun: plan.dryRun,
      items: plan.items,
      apply: (database, actor, index) =>
        applyWordPressItem(
          database,
          actor,
          { site, uploads, fetchImage },
          plan.items[index]!,
          plan.dryRun.mapping!,
        ),
      close: () => uploads?.close(),
    };
  } catch (error) {
    uploads?.close();
    throw error;
  }
}
