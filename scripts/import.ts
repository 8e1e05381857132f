/**
 * `npm run import:wordpress -- FILE [--uploads ZIP] [--mapping MAPPING.json] [--dry-run]`: the
 * admin's Import & export tab from the command line, for large sites (`--help` lists every option).
 * FILE is a WordPress export (.xml, with its uploads as a ZIP) or an export of this site (.zip). It
 * prints the dry run, then imports with progress. Run it again after an interruption and it resumes
 * where it stopped (nothing is imported twice). `--fetch-images` downloads the images the ZIP lacks
 * from the old site. `--write-mapping FILE` saves the default mapping of categories and tags, to
 * edit and pass back with `--mapping`.
 *
 * It opens DATABASE_URL, or the embedded database under DATA_DIR, which only one process may have
 * open: stop the server first, or import from the admin while it runs.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadEnv } from '#config/env.ts';
import { openDatabase } from '#lib/db/client.ts';
import { DataDirInUseError } from '#lib/db/data-dir-lock.ts';
import { applyMigrations } from '#lib/db/migrate.ts';
import { migrationsDir } from '#lib/db/paths.ts';
import { ImportFileError } from '#lib/import/errors.ts';
import type { DryRun, ImportMapping } from '#lib/import/fields.ts';
import { importMappingInput } from '#lib/import/input.ts';
import { runStep, startJob, summary, unfinishedJobFor } from '#lib/import/jobs.ts';
import { openImport } from '#lib/import/open.ts';
import { sitePublisher } from '#lib/publishing/index.ts';

const USAGE = `usage: npm run import:wordpress -- FILE [options]

FILE is a WordPress export (.xml, from Tools → Export → All content) or an export of this site (.zip).

  --uploads ZIP               a ZIP of the WordPress site's wp-content/uploads (its images)
  --fetch-images              download the images the ZIP lacks from the old site
  --dry-run                   print what the import would do, and import nothing
  --write-mapping FILE.json   with --dry-run: save the default mapping of categories and tags
  --mapping FILE.json         import with that mapping (edited from --write-mapping)
  --help                      print this and stop

Run it again after an interruption and it resumes where it stopped. See docs/moving-in-and-out.md.`;

/** Who the activity log names for what the command line imports. */
const COMMAND_LINE = {
  id: '00000000-0000-4000-8000-000000000000',
  email: 'npm run import:wordpress',
};

class UsageError extends Error {}

function readArguments() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: {
        uploads: { type: 'string' },
        mapping: { type: 'string' },
        'write-mapping': { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'fetch-images': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (parsed.values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (parsed.positionals.length !== 1) throw new UsageError('Name one file to import.');
    return { file: parsed.positionals[0]!, ...parsed.values };
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function readMapping(path: string): ImportMapping {
  const parsed = importMappingInput.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ImportFileError('file', `${path} is not a mapping: ${problems.join('; ')}`);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The dry run's figures in one line (a WordPress export's posts, pages and documents too). */
function summaryOf({ counts }: DryRun): string {
  return [
    `${counts.create} to create, ${counts.skip} to skip`,
    ...(counts.posts === undefined ? [] : [plural(counts.posts, 'post')]),
    ...(counts.pages === undefined ? [] : [plural(counts.pages, 'page')]),
    plural(counts.images, 'image'),
    ...(counts.documents === undefined
      ? []
      : [`${plural(counts.documents, 'document')} not imported`]),
    plural(counts.redirects, 'redirect'),
  ]
    .join(', ')
    .concat('.');
}

function printDryRun(dryRun: DryRun) {
  console.log(
    `Dry run: ${dryRun.kind === 'wordpress' ? 'the WordPress site' : 'an export of'} ${dryRun.source}`,
  );
  for (const item of dryRun.items) {
    console.log(`  ${item.action === 'create' ? '+' : '-'} ${item.title}: ${item.detail}`);
  }
  for (const entry of dryRun.keptPrivate ?? []) {
    console.log(`  ! Kept private: ${entry.title}: ${entry.reason}`);
  }
  for (const page of dryRun.pages ?? []) {
    console.log(`  > Page ${page.title} (${page.from ?? 'no address'}): ${page.detail}`);
  }
  for (const note of dryRun.notes) {
    const said = [...note.notes, ...(note.leftOut ?? []).map((what) => `Not imported: ${what}`)];
    console.log(`  ! ${note.title}: ${said.join(' ')}`);
  }
  console.log(summaryOf(dryRun));
}

const args = readArguments();
const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, setup: false }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(
      `${error.message}\nWhile the server runs, import from its admin (Import & export) instead, or stop it and run this again.`,
    );
    process.exit(1);
  },
);
let exitCode = 0;
try {
  await applyMigrations(handle.sql, migrationsDir());
  const files = { main: resolve(args.file), uploads: args.uploads && resolve(args.uploads) };
  let mapping = args.mapping ? readMapping(args.mapping) : null;
  // Images the ZIP lacks are downloaded from the old site only when asked.
  if (args['fetch-images']) {
    if (!mapping) {
      const first = await openImport(handle.db, files, null);
      mapping = first.dryRun.mapping;
      first.close();
    }
    if (mapping) mapping = { ...mapping, fetchMissingImages: true };
  }
  if (args['dry-run']) {
    const open = await openImport(handle.db, files, mapping);
    printDryRun(open.dryRun);
    if (args['write-mapping'] && open.dryRun.mapping) {
      writeFileSync(args['write-mapping'], `${JSON.stringify(open.dryRun.mapping, null, 2)}\n`);
      console.log(
        `Wrote the mapping to ${args['write-mapping']}: edit it, then pass it with --mapping.`,
      );
    }
    open.close();
  } else {
    const unfinished = await unfinishedJobFor(handle.db, files);
    const job =
      unfinished ?? (await startJob(handle.db, COMMAND_LINE, files, '', undefined, mapping)).job;
    console.log(
      unfinished
        ? `Resuming the import of ${job.label} at ${job.done} of ${job.total}.`
        : `Importing ${job.label}: ${job.total} item(s).`,
    );
    const done = await runStep(handle.db, COMMAND_LINE, job.id, {
      budgetMs: Infinity,
      onItem: (current, entry) =>
        console.log(
          `[${current.done}/${current.total}] ${entry.title}: ${entry.outcome}. ${entry.message}`,
        ),
    });
    const { pages, documents } = done.counts;
    const more = [
      ...(pages ? [plural(pages, 'page')] : []),
      ...(documents ? [`${plural(documents, 'document')} not imported`] : []),
    ];
    console.log(`Done: ${[summary(done.counts), ...more].join(', ')}.`);
    await sitePublisher().settled?.();
    if ((done.counts.created ?? 0) > 0 && !env.BUILD_HOOK_URL) {
      console.log(
        'The public site shows it after its next build: a running Node server rebuilds when it starts again (or with the next change in the admin).',
      );
    }
  }
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
