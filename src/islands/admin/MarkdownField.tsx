/**
 * The one editor of longer text in the admin's form engine: plain copy (a paragraph) in a text box,
 * and Markdown in the rich-text editor posts use (editor/RichTextEditor.tsx: formatted text in,
 * Markdown out, Markdown it cannot show faithfully opened as source). The editor loads on demand in
 * its own chunk, so a form without Markdown never downloads it.
 */
import { lazy, Suspense, type Ref } from 'react';
import type { RichTextEditorHandle } from './editor/RichTextEditor.tsx';
import type { ControlProps } from './page-form.tsx';

const RichTextEditor = lazy(() => import('./editor/RichTextEditor.tsx'));

export function MarkdownField({
  value,
  onChange,
  markdown = false,
  label,
  editor,
  ...control
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  /** The text is Markdown: edited formatted, saved as Markdown. */
  markdown?: boolean;
  /** The field's label: the rich-text editor shows it (it labels an editable area, not an input). */
  label: string;
  /** The rich-text editor's handle, which the form asks before saving (`problemSaving`). */
  editor?: Ref<RichTextEditorHandle>;
}) {
  if (!markdown) {
    return (
      <textarea
        {...control}
        rows={Math.min(8, Math.max(2, Math.ceil(value.length / 90)))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Suspense fallback={<p className="text-slate-600">{label}: loading the editor…</p>}>
      <RichTextEditor
        {...(editor && { ref: editor })}
        id={control.id}
        label={label}
        value={value}
        onChange={onChange}
        invalid={control['aria-invalid']}
        describedBy={control['aria-describedby']}
      />
    </Suspense>
  );
}
