/**
 * Accepting an invitation (/admin#invite=…): shows who the link invites and as what, takes their
 * password (the server holds it to the password policy and says why it refuses one), then signs
 * them in. The token goes to the server in request bodies only.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ROLE_LABELS, type Role } from '#lib/people/fields.ts';
import { ROLE_SUMMARIES, roleWithArticle } from '#lib/people/terms.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { adminApi, ApiError, request, type AdminUser } from './api.ts';

interface Invitation {
  email: string;
  role: Role;
  expiresAt: string;
}

export default function AcceptInvitation({
  token,
  onSignedIn,
}: {
  token: string;
  onSignedIn: (user: AdminUser | null) => void;
}) {
  const id = useId();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [refusal, setRefusal] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    request<Invitation>('POST', '/api/auth/invitation', { token }).then(
      setInvitation,
      (caught: unknown) => setRefusal(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [token]);
  useEffect(() => heading.current?.focus(), [invitation, refusal]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invitation) return;
    setBusy(true);
    setFieldError('');
    try {
      await request('POST', '/api/auth/accept-invitation', { token, password });
      const { user } = await adminApi.login(invitation.email, password);
      onSignedIn(user);
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
        Join the admin
      </h1>
      {refusal && (
        <div
          role="alert"
          className="space-y-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          <p>{refusal}</p>
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => onSignedIn(null)}
          >
            Go to sign-in
          </button>
        </div>
      )}
      {!invitation && !refusal && <p className="text-slate-600">Checking your invitation…</p>}
      {invitation && !refusal && (
        <form className="card space-y-4" onSubmit={(event) => void submit(event)} noValidate>
          <p className="text-slate-700">
            You are invited as {roleWithArticle(invitation.role)}. {ROLE_SUMMARIES[invitation.role]}{' '}
            The link works once, until {formatSiteTime(new Date(invitation.expiresAt))}.
          </p>
          <div>
            <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={invitation.email}
              readOnly
              className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="block font-medium text-slate-800">
              Choose a password
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
            {busy
              ? 'Setting your password…'
              : `Set password and sign in as ${ROLE_LABELS[invitation.role]}`}
          </button>
        </form>
      )}
    </div>
  );
}
