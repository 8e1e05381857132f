/** bench/results.md, section by section: a benchmark run on its own replaces just its own section. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Replaces the `## {heading}` section of bench/results.md with `section` (appends it when absent).
 *
 * @param {string} root
 * @param {string} heading
 * @param {string} section
 * @returns {string} the file written
 */
export function replaceResultsSection(root, heading, section) {
  const file = join(root, 'bench', 'results.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`\n## ${heading}\n`);
  const next = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
  const before = start < 0 ? current.trimEnd() : current.slice(0, start).trimEnd();
  const after = next < 0 ? '' : current.slice(next);
  writeFileSync(file, `${before}\n\n${section.trim()}\n${after}`);
  return file;
}
