/**
 * Sign-in, and "Forgot password?": a reset link by email (local sign-in with SMTP set up, or
 * Supabase Auth's own), the same answer whatever the address; without email, who to ask.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { adminApi, ApiError, request, type AdminUser } from './api.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: AdminUser) => void }) {
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { user } = await adminApi.login(email, password);
      onSignedIn(user);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Sign-in failed.');
    } finally {
      setBusy(false);
    }
  };

  if (forgot) return <ForgotPassword email={email} onBack={() => setForgot(false)} />;

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Admin Login</h1>
      <form className="card mt-8 space-y-5" onSubmit={submit} noValidate={false}>
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          >
            {error}
          </p>
        )}
        <div>
          <label htmlFor="admin-email" className="block font-medium text-slate-800">
            Email
          </label>
          <input
            id="admin-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="block font-medium text-slate-800">
            Password
          </label>
          <input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Login'}
        </button>
        <button
          type="button"
          className="w-full text-center font-medium text-brand-700 underline"
          onClick={() => setForgot(true)}
        >
          Forgot password?
        </button>
      </form>
    </div>
  );
}

/** Asks for a reset link; or, where none can be mailed, says who can help. */
function ForgotPassword({ email: typed, onBack }: { email: string; onBack: () => void }) {
  const id = useId();
  const [email, setEmail] = useState(typed);
  const [byEmail, setByEmail] = useState<boolean | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    request<{ byEmail: boolean }>('GET', '/api/auth/forgot-password').then(
      (how) => setByEmail(how.byEmail),
      () => setByEmail(false),
    );
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      setAnswer(
        (await request<{ message: string }>('POST', '/api/auth/forgot-password', { email }))
          .message,
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The request failed; try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md space-y-5 px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">Forgot your password?</h1>
      {byEmail === null && (
        <p className="text-slate-600">Checking how this site resets passwords…</p>
      )}
      {byEmail === false && (
        <p className="text-slate-700">
          Email is not set up on this site, so no reset link can be sent. Ask an owner: they can
          remove you and invite you again, and the invitation lets you choose a new password.
        </p>
      )}
      {byEmail && answer && (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          {answer}
        </p>
      )}
      {byEmail && !answer && (
        <form className="card space-y-4" onSubmit={(event) => void submit(event)}>
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
            >
              {error}
            </p>
          )}
          <p className="text-slate-700">
            Enter the address you sign in with: if it has an account, a link to choose a new
            password is emailed to it.
          </p>
          <div>
            <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">
              Email
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Sending…' : 'Email me a reset link'}
          </button>
        </form>
      )}
      <button type="button" className="btn-secondary px-4 py-2" onClick={onBack}>
        Back to sign-in
      </button>
    </div>
  );
}
