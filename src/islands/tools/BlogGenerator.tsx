/** @jsxImportSource preact */
/**
 * The blog generator island: pick a built-in outline, Generate Content builds the Markdown skeleton in
 * the page and previews it (the safe renderer loads on demand, so it is not part of the page's first
 * JavaScript); Copy shows "Copied!" for 2 seconds; Download saves <title-slug>.md.
 */
import { useEffect, useState } from 'preact/hooks';
import { Copy, Download } from 'lucide';
import { Icon } from '#islands/shared/Icon.tsx';
import { markdownFilename } from '#lib/blog-generator/filename.ts';
import { outlineToMarkdown } from '#lib/blog-generator/markdown.ts';
import type { NamedOutline } from '#lib/blog-generator/outline.ts';
import { COPIED_INDICATOR_MS, demoteHeadings, STAFF_BROWSER } from '#lib/blog-generator/preview.ts';

interface Text {
  chooseOutline: string;
  primaryKeyword: string;
  sectionsCount: string;
  generate: string;
  previewTitle: string;
  emptyPreview: string;
  copy: string;
  copied: string;
  copyFailed: string;
  download: string;
  savesAs: string;
  sourceSummary: string;
  startDraft: string;
}

interface Props {
  outlines: readonly NamedOutline[];
  text: Text;
}

interface Generated {
  outlineId: string;
  markdown: string;
  html: string;
  filename: string;
}

const loadRenderer = () => import('#lib/markdown/render.ts');

/** The page's preview heading is an h3: the article's h1 becomes an h4. */
const HEADING_SHIFT = 3;

export default function BlogGenerator({ outlines, text }: Props) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  // Staff who signed in to the admin in this browser may start a draft from the outline there.
  const [staff, setStaff] = useState(false);
  useEffect(() => setStaff(STAFF_BROWSER.test(document.cookie)), []);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const select = (id: string) => {
    setSelectedId(id);
    // Fetch the renderer while the visitor reaches for the button.
    void loadRenderer();
  };

  const generate = async () => {
    const chosen = outlines.find((o) => o.id === selectedId);
    if (!chosen) return;
    const markdown = outlineToMarkdown(chosen.outline);
    const { renderMarkdown } = await loadRenderer();
    setGenerated({
      outlineId: chosen.id,
      markdown,
      html: demoteHeadings(renderMarkdown(markdown), HEADING_SHIFT),
      filename: markdownFilename(chosen.outline.title),
    });
    setCopiedAt(null);
    setCopyFailed(false);
  };

  const copy = async () => {
    if (!generated) return;
    try {
      await navigator.clipboard.writeText(generated.markdown);
      setCopyFailed(false);
      setCopiedAt(Date.now());
    } catch {
      setCopyFailed(true);
    }
  };

  const download = () => {
    if (!generated) return;
    const url = URL.createObjectURL(
      new Blob([generated.markdown], { type: 'text/markdown;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = generated.filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div class="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div class="space-y-6">
        <fieldset class="space-y-3">
          <legend class="mb-3 text-lg font-semibold text-ink">{text.chooseOutline}</legend>
          {outlines.map(({ id, outline }) => (
            <label
              key={id}
              class={`flex cursor-pointer gap-3 rounded-xl border p-4 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${
                selectedId === id
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-slate-300 bg-white hover:border-brand-700'
              }`}
            >
              <input
                type="radio"
                name="blog-outline"
                value={id}
                checked={selectedId === id}
                onChange={() => select(id)}
                class="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span class="block font-semibold text-ink">{outline.title}</span>
                <span class="mt-1 block text-sm text-slate-600">
                  {text.primaryKeyword}: {outline.primaryKeyword} · {outline.sections.length}{' '}
                  {text.sectionsCount}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          class="btn-primary w-full sm:w-auto"
          disabled={selectedId === null}
          onClick={() => void generate()}
        >
          {text.generate}
        </button>
      </div>

      <section aria-labelledby="blog-preview-title" class="card min-w-0">
        <div class="flex flex-wrap items-center justify-between gap-4">
          <h3 id="blog-preview-title" class="text-xl font-bold text-ink">
            {text.previewTitle}
          </h3>
          {generated && (
            <div class="flex flex-wrap gap-3">
              <button type="button" class="btn-secondary" onClick={() => void copy()}>
                <Icon icon={Copy} name="copy" size={18} />
                {copiedAt === null ? text.copy : text.copied}
              </button>
              <button type="button" class="btn-secondary" onClick={download}>
                <Icon icon={Download} name="download" size={18} />
                {text.download}
              </button>
              {staff && (
                <a
                  class="btn-primary"
                  href={`/admin?draft-from-outline=${encodeURIComponent(generated.outlineId)}`}
                >
                  {text.startDraft}
                </a>
              )}
            </div>
          )}
        </div>
        <p class="sr-only" aria-live="polite">
          {copiedAt === null ? '' : text.copied}
        </p>
        {copyFailed && (
          <p
            role="alert"
            class="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {text.copyFailed}
          </p>
        )}
        {generated ? (
          <>
            <p class="mt-2 text-sm text-slate-600">
              {text.savesAs} <code class="font-mono text-ink">{generated.filename}</code>
            </p>
            <article
              class="prose-content mt-6 border-t border-slate-200 pt-2 text-base"
              data-testid="blog-preview"
              // Rendered by the safe Markdown renderer: raw HTML in the source is escaped.
              dangerouslySetInnerHTML={{ __html: generated.html }}
            />
            <details class="mt-6 rounded-lg border border-slate-200">
              <summary class="cursor-pointer px-4 py-2 font-medium text-ink">
                {text.sourceSummary}
              </summary>
              <pre
                tabindex={0}
                class="max-h-96 overflow-auto px-4 py-3 text-sm whitespace-pre-wrap text-slate-800"
              >
                {generated.markdown}
              </pre>
            </details>
          </>
        ) : (
          <p class="mt-4 text-slate-600">{text.emptyPreview}</p>
        )}
      </section>
    </div>
  );
}
