/**
 * Choosing a new password with a reset link: /admin#reset=… (local sign-in; the token never leaves
 * the browser but in request bodies) or /admin?reset=supabase&code=… (Supabase Auth's link). The
 * server holds the password to the policy and says why it refuses one; once it is set, every
 * session of the account has ended, and the person signs in with it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, request } from './api.ts';

export default function ResetPassword({
  link,
  onDone,
}: {
  link: { token: string } | { code: string };
  onDone: () => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [done, refusal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFieldError('');
    try {
      await request('POST', '/api/auth/reset-password', { ...link, password });
      setDone(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.password)
        setFieldError(caught.fields.password);
      else setRefusal(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink">
        {done ? 'Your password is changed' : 'Choose a new password'}
      </h1>
      {refusal && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {refusal}
        </p>
      )}
      {done && (
        <p role="status" className="text-slate-700">
          Every session of your account was signed out. Sign in with your new password.
        </p>
      )}
      {!done && !refusal && (
        <form className="card space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <div>
            <label htmlFor={`${id}-password`} className="block font-medium text-slate-800">
              New password
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-password-help${fieldError ? ` ${id}-password-error` : ''}`}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
            <p id={`${id}-password-help`} className="mt-1 text-sm text-slate-600">
              At least 12 characters, not a common password, and not containing your email.
            </p>
            {fieldError && (
              <p id={`${id}-password-error`} role="alert" className="mt-1 text-sm text-red-700">
                {fieldError}
              </p>
            )}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Setting your password…' : 'Set new password'}
          </button>
        </form>
      )}
      {(done || refusal) && (
        <button type="button" className="btn-secondary px-4 py-2" onClick={onDone}>
          Go to sign-in
        </button>
      )}
    </div>
  );
}
