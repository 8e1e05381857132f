/** An image's alt text, as the upload form and the editor's image dialog ask for it. */
import type { KeyboardEvent } from 'react';
import { MAX_ALT_LENGTH } from '#lib/media/rules.ts';

interface Props {
  /** The input's id; its help and error take `{id}-help` and `{id}-error`. */
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export function AltTextField({ id, label, help, value, onChange, error, onKeyDown }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={MAX_ALT_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {help}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
