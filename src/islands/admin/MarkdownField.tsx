/**
 * The one editor of longer text in the admin's form engine: plain copy (a paragraph) and Markdown.
 * Every long text goes through here, so a richer editor can replace it in one place; Markdown shows
 * a live preview through the site's own renderer and limits (which loads on first use).
 */
import { MarkdownPreview } from './MarkdownPreview.tsx';
import type { ControlProps } from './page-form.tsx';

export function MarkdownField({
  value,
  onChange,
  markdown = false,
  label,
  ...control
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  /** The text is Markdown: previewed as the site renders it. */
  markdown?: boolean;
  /** The field's label, which names its preview (a form may have several). */
  label: string;
}) {
  return (
    <>
      <textarea
        {...control}
        rows={markdown ? 12 : Math.min(8, Math.max(2, Math.ceil(value.length / 90)))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {markdown && value.trim() !== '' && (
        <MarkdownPreview markdown={value} name={`Preview of ${label}`} />
      )}
    </>
  );
}
