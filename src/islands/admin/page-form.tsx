/**
 * What the location and industry editors share: labelled inputs that show their field's error, an
 * icon picker, and a save that keeps everything typed when the API refuses it. The API validates
 * (its 400 names each field); the browser ships no schema library.
 */
import { useId, useState, type ReactNode } from 'react';
import { ICON_NAMES, type IconName } from '#lib/brand/icon-names.ts';
import { ApiError } from './api.ts';

export type { IconName };

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

export interface PageForm {
  errors: Record<string, string>;
  message: string;
  saving: boolean;
  /** Saves; on a refusal the fields and the form say why. */
  save: (send: () => Promise<void>) => Promise<void>;
  text: (key: string, label: string, value: string, onChange: (value: string) => void) => ReactNode;
  area: (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    rows?: number,
  ) => ReactNode;
  icon: (key: string, value: string, onChange: (value: IconName) => void) => ReactNode;
}

export function usePageForm(): PageForm {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  const save: PageForm['save'] = async (send) => {
    setSaving(true);
    setErrors({});
    setMessage('');
    try {
      await send();
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      setMessage(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  };

  const described = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const error = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;
  const label = (key: string, text: string) => (
    <label htmlFor={`${id}-${key}`} className="font-medium text-ink">
      {text}
    </label>
  );

  return {
    errors,
    message,
    saving,
    save,
    text: (key, text, value, onChange) => (
      <div>
        {label(key, text)}
        <input
          id={`${id}-${key}`}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described(key)}
          className={inputClass}
        />
        {error(key)}
      </div>
    ),
    area: (key, text, value, onChange, rows = 3) => (
      <div>
        {label(key, text)}
        <textarea
          id={`${id}-${key}`}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...described(key)}
          className={inputClass}
        />
        {error(key)}
      </div>
    ),
    icon: (key, value, onChange) => (
      <div>
        {label(key, 'Icon')}
        <select
          id={`${id}-${key}`}
          value={value}
          onChange={(event) => onChange(event.target.value as IconName)}
          className={inputClass}
        >
          {ICON_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </div>
    ),
  };
}

/** The form's closing lines: the refusal, if any, and Save and Cancel. */
export function FormActions({
  form,
  label,
  onCancel,
}: {
  form: PageForm;
  label: string;
  onCancel: () => void;
}) {
  return (
    <>
      {form.message && (
        <p role="alert" className="text-red-700">
          {form.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-4 py-2" disabled={form.saving}>
          {form.saving ? 'Saving…' : label}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
