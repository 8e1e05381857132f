/** The admin's own password: current one plus a new one; the server checks the policy and says why it refuses. */
import { useId, useState, type FormEvent } from 'react';
import { adminApi, ApiError } from './api.ts';

/** Mirrors the server's minimum so the browser can say so before a round trip; the server decides. */
const MIN_LENGTH = 12;

export function ChangePasswordForm({ onSignedOut }: { onSignedOut: () => void }) {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    setDone(false);
    try {
      await adminApi.changePassword(currentPassword, newPassword);
      setCurrentPassword('');
      setNewPassword('');
      setDone(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onSignedOut();
      setError(caught instanceof ApiError ? caught.message : 'The password was not changed.');
      if (caught instanceof ApiError) setFields(caught.fields);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: 'currentPassword' | 'newPassword',
    label: string,
    value: string,
    set: (value: string) => void,
    extra: { autoComplete: string; minLength?: number; hint?: string },
  ) => {
    const inputId = `${id}-${name}`;
    const problem = fields[name];
    const describedBy = [extra.hint && `${inputId}-hint`, problem && `${inputId}-error`]
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={inputId} className="block font-medium text-slate-800">
          {label}
        </label>
        {extra.hint && (
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            {extra.hint}
          </p>
        )}
        <input
          id={inputId}
          name={name}
          type="password"
          required
          autoComplete={extra.autoComplete}
          minLength={extra.minLength}
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        {problem && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800">
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="max-w-md">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        Change password
      </h2>
      <form className="card mt-6 space-y-5" onSubmit={submit}>
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {error}
          </p>
        )}
        {done && (
          <p
            role="status"
            className="rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-brand-900"
          >
            Password changed. Every other session has been signed out.
          </p>
        )}
        {field('currentPassword', 'Current password', currentPassword, setCurrentPassword, {
          autoComplete: 'current-password',
        })}
        {field('newPassword', 'New password', newPassword, setNewPassword, {
          autoComplete: 'new-password',
          minLength: MIN_LENGTH,
          hint: `At least ${MIN_LENGTH} characters; not a common password and not your email. A few unrelated words work well.`,
        })}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
