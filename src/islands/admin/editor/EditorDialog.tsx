/**
 * A modal dialog for the editor's link and image choices: the browser's own <dialog> (focus kept
 * inside, Escape closes). It sits inside the form around the editor (the post form), so it has no
 * form of its own: Enter in one of its fields runs its main action instead of saving the post.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  /** The dialog's main action, which Enter in one of its fields runs too. */
  onSubmit: () => void;
  /** The main action's button, and what it says while `busy` (which disables it). */
  submitLabel: string;
  busy?: { when: boolean; label: string };
  /** Buttons between the main action and Cancel. */
  moreActions?: ReactNode;
  children: ReactNode;
}

export function EditorDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  moreActions,
  children,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const enter = (event: KeyboardEvent) => {
    const field = event.target as HTMLElement;
    // A field that handles Enter itself (the upload's alt text) has prevented it already.
    if (event.key !== 'Enter' || event.defaultPrevented || field.tagName !== 'INPUT') return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={enter}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary px-4 py-2"
            disabled={busy?.when}
            onClick={onSubmit}
          >
            {busy?.when ? busy.label : submitLabel}
          </button>
          {moreActions}
          <button type="button" className="btn-secondary px-4 py-2" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}
