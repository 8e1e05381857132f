import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docToMarkdown, markdownToDoc } from '#islands/admin/editor/markdown-doc.ts';
import { renderMarkdown } from '#lib/markdown/render.ts';

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const bodies = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map(
      (name) =>
        [
          `${dir}/${name}`,
          readFileSync(join(dir, name), 'utf8').replace(FRONTMATTER, '').trim(),
        ] as const,
    );

const documents = [...bodies('content/seed/posts'), ...bodies('content/blog')];

describe('editor round trip', () => {
  it('covers every seeded post and blog article', () => {
    expect(documents.length).toBe(30);
  });
  it.each(documents)('%s renders the same after parse and serialize', (_file, markdown) => {
    const again = docToMarkdown(markdownToDoc(markdown));
    expect(renderMarkdown(again)).toBe(renderMarkdown(markdown));
  });
});
