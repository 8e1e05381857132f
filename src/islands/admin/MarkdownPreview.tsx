/**
 * Live preview of the post's Markdown. The safe renderer is loaded when the first form opens, so
 * signing in and reading the list do not download it.
 */
import { useEffect, useState } from 'react';

type Render = (markdown: string) => string;
const loadRenderer = () => import('../../lib/markdown/render.ts');

export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadRenderer().then(
      ({ renderMarkdown }) => active && setRender(() => renderMarkdown),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <section aria-label="Preview" className="rounded-lg border border-slate-200 p-4">
      <p className="eyebrow">Preview</p>
      {render ? (
        <div
          className="prose-content mt-2 text-base"
          // The renderer escapes raw HTML in the source.
          dangerouslySetInnerHTML={{ __html: render(markdown) }}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600" role="status">
          {failed ? 'The preview could not load; saving still works.' : 'Loading preview…'}
        </p>
      )}
    </section>
  );
}
