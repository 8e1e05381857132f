/**
 * Live preview of the post's Markdown, through the same renderer (and limits) as the public site.
 * The renderer is loaded when the first form opens, so signing in and reading the list do not
 * download it.
 */
import { useEffect, useMemo, useState } from 'react';
import type * as Renderer from '#lib/markdown/render.ts';
import { adminImageSrc } from './media-api.ts';
import { mediaIdOf } from '#lib/media/urls.ts';

type RendererModule = typeof Renderer;
const loadRenderer = () => import('#lib/markdown/render.ts');

type Preview = { html: string } | { problem: string };

function preview(renderer: RendererModule, markdown: string): Preview {
  try {
    return {
      html: renderer.renderMarkdown(markdown, {
        // Library images show from their originals here; the build writes their variants.
        image: (path, alt) =>
          mediaIdOf(path)
            ? `<img src="${adminImageSrc(path)}" alt="${renderer.escapeHtml(alt)}" loading="lazy">`
            : undefined,
      }),
    };
  } catch (error) {
    // Over the limits: say why instead of rendering; anything else is the error boundary's.
    if (error instanceof renderer.MarkdownLimitError) return { problem: error.message };
    throw error;
  }
}

export function MarkdownPreview({
  markdown,
  name = 'Preview',
}: {
  markdown: string;
  /** The region's name: unique when a form previews several fields. */
  name?: string;
}) {
  const [renderer, setRenderer] = useState<RendererModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    loadRenderer().then(
      (module) => active && setRenderer(module),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, []);

  const shown = useMemo(
    () => (renderer ? preview(renderer, markdown) : null),
    [renderer, markdown],
  );

  return (
    <section aria-label={name} className="rounded-lg border border-slate-200 p-4">
      <p className="eyebrow">Preview</p>
      {shown && 'html' in shown ? (
        <div
          className="prose-content mt-2 text-base"
          // The renderer escapes raw HTML in the source.
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      ) : (
        <p className="mt-2 text-sm text-slate-600" role="status">
          {shown
            ? `The preview cannot show this content: ${shown.problem}`
            : failed
              ? 'The preview could not load; saving still works.'
              : 'Loading preview…'}
        </p>
      )}
    </section>
  );
}
