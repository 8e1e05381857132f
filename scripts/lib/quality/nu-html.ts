/**
 * The W3C check: every built page has no error from the Nu HTML Checker (vnu.jar, from the
 * `vnu-jar` package; it needs a Java runtime, 17 or newer). One JVM checks every page: starting
 * Java costs seconds, checking a page milliseconds.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagePathForFile } from './links.ts';
import type { BuiltSite, CheckResult } from './site.ts';

/** One entry of the checker's `--format json` report. */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/** The vnu.jar the `vnu-jar` package ships. */
export const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** What to install when there is no `java` on the PATH. */
export const JAVA_MISSING =
  'the Nu HTML Checker needs a Java runtime (17 or newer) as `java` on the PATH: on Debian or ' +
  'Ubuntu `apt-get install default-jre-headless`';

/**
 * The failures of a report, one line each: the page's URL path, line and column, and the message.
 * `clientDir` turns the file URLs the checker reports back into page paths.
 */
export function nuFailures(messages: readonly NuMessage[], clientDir: string): string[] {
  return messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => {
      const file = message.url?.startsWith('file:')
        ? relative(clientDir, fileURLToPath(message.url)).split(sep).join('/')
        : (message.url ?? '?');
      const where = message.lastLine
        ? `:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`
        : '';
      return `${pagePathForFile(file)}${where} ${message.message}`;
    });
}

/** Runs the checker over `files` (absolute paths) and returns its messages, errors only. */
export function runNuChecker(files: readonly string[], java = 'java'): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      java,
      [
        // A short run: the JIT's top tier does not pay for itself (half the CPU time without it), but
        // the quick tier's deeper frames need a larger stack than the checker's 512 KB minimum.
        '-XX:TieredStopAtLevel=1',
        '-Xss8m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        '--stdout',
        ...files,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(JAVA_MISSING) : error),
    );
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      try {
        resolve((JSON.parse(text) as { messages: NuMessage[] }).messages);
      } catch {
        reject(
          new Error(
            `the Nu HTML Checker exited with ${code}: ${Buffer.concat(err).toString('utf8') || text}`,
          ),
        );
      }
    });
  });
}

export async function checkNuHtml(site: BuiltSite): Promise<CheckResult> {
  const messages = await runNuChecker(
    site.pages.map((page) => `${site.clientDir}${sep}${page.file.split('/').join(sep)}`),
  );
  const failures = nuFailures(messages, site.clientDir);
  const pagesWithErrors = new Set(failures.map((line) => line.split(/[:\s]/)[0])).size;
  return {
    summary: failures.length
      ? `${failures.length} errors on ${pagesWithErrors} of ${site.pages.length} pages`
      : `${site.pages.length} pages without an error`,
    failures,
  };
}
