/**
 * The checkers never read what the site and the server write (CONTRIBUTING.md, "Generated
 * output"): a rebuilt site in `.releases/`, backups in `backups/`, the build in `dist/`, the
 * embedded database in `.data/`. A file that fails lint, formatting and the type check is put in
 * each of those folders and in one folder the checkers do read; then each checker runs as `npm test`
 * runs it: it must find the one, and none of the others.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = process.cwd();
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
/** What .gitignore ignores and the server or the build writes. */
const GENERATED = ['.releases', 'backups', 'dist', '.data'];
/** A folder of this test's own inside each, removed afterwards. */
const PROBE = `checker-probe-${process.pid}`;
/**
 * Fails ESLint (an unused variable) and Prettier (its spacing), and is a file the type checks would
 * read (they allow JavaScript). JavaScript, as the built site in `.releases/` is.
 */
const FAILING = 'var  unused = "written by a build"\n';
/** Where the checkers do look: the control that shows the probe fails them. */
const CHECKED = join('tests', 'support', PROBE, 'failing.js');
const probes = GENERATED.map((folder) => join(folder, PROBE, 'failing.js'));
// Each checker starts Node and loads its configuration: slow on a busy machine.
const SLOW = 180_000;

/** Runs a checker: its exit code and what it printed (a non-zero exit is an answer, not an error). */
async function check(command: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    const stdout = failed.stdout ?? '';
    return { code: failed.code ?? 1, stdout, output: `${stdout}${failed.stderr ?? ''}` };
  }
}

describe('lint, format and type checks skip generated output', () => {
  // The generated folders this test made (a fresh clone has none): removed with the probes.
  const made: string[] = [];
  beforeAll(() => {
    for (const folder of GENERATED) if (!existsSync(join(ROOT, folder))) made.push(folder);
    for (const file of [CHECKED, ...probes]) {
      mkdirSync(join(ROOT, file, '..'), { recursive: true });
      writeFileSync(join(ROOT, file), FAILING);
    }
  });
  afterAll(() => {
    for (const file of [CHECKED, ...probes]) {
      rmSync(join(ROOT, file, '..'), { recursive: true, force: true });
    }
    for (const folder of made) rmSync(join(ROOT, folder), { recursive: true, force: true });
  });

  it(
    'ESLint reports the file where it looks and reads none of the generated folders',
    async () => {
      const lint = await check(bin('eslint'), [
        '--max-warnings',
        '0',
        '--no-warn-ignored',
        '--format',
        'json',
        CHECKED,
        ...probes,
      ]);
      const results = JSON.parse(lint.stdout) as { filePath: string; errorCount: number }[];
      const linted = results.map((result) => result.filePath.slice(ROOT.length + 1));
      expect(linted).toEqual([CHECKED]);
      expect(results[0]?.errorCount).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'Prettier reports the file where it looks and reads none of the generated folders',
    async () => {
      const format = await check(bin('prettier'), ['--list-different', CHECKED, ...probes]);
      expect(format.stdout.trim().split('\n')).toEqual([CHECKED]);
    },
    SLOW,
  );

  it(
    'the type checks read none of them',
    async () => {
      // The files each TypeScript program of `npm test` checks (astro check reads tsconfig.check.json).
      for (const project of ['tsconfig.json', 'tsconfig.check.json', 'tsconfig.scripts.json']) {
        const listed = await check(bin('tsc'), ['-p', project, '--showConfig']);
        expect(listed.code, listed.output).toBe(0);
        for (const folder of GENERATED) {
          expect(listed.stdout, `${project} reads ${folder}/`).not.toContain(`${folder}/${PROBE}`);
        }
        if (project !== 'tsconfig.scripts.json') expect(listed.stdout).toContain(CHECKED);
      }
    },
    SLOW,
  );
});
