/**
 * People (owners only): everyone with access and their role, the invitations still pending, and
 * inviting someone. With local sign-in an invitation is a one-time link, shown here to copy (and
 * emailed when the site's email is set up); with Supabase sign-in the address goes on the
 * allowlist. Changing a role or removing someone ends their sessions at once; the last owner stays.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '#lib/people/fields.ts';
import { ROLE_SUMMARIES, roleWithArticle } from '#lib/people/terms.ts';
import type { InviteAnswerJson, PeopleJson, PersonJson } from '#lib/people/json.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { ApiError, request } from './api.ts';

const peopleApi = {
  list: () => request<PeopleJson>('GET', '/api/admin/people'),
  invite: (email: string, role: Role) =>
    request<InviteAnswerJson>('POST', '/api/admin/people', { email, role }),
  setRole: (id: string, role: Role) =>
    request<{ person: PersonJson }>('PATCH', `/api/admin/people/${id}`, { role }),
  remove: (id: string) => request<{ person: PersonJson }>('DELETE', `/api/admin/people/${id}`),
  withdraw: (id: string) => request<{ ok: true }>('DELETE', `/api/admin/people/invites/${id}`),
};

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

function RoleOptions() {
  return (
    <>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}

/** The answer to an invitation: the link to copy, and whether it was emailed. */
function Invited({ answer, email }: { answer: InviteAnswerJson; email: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!answer.link) return;
    try {
      await navigator.clipboard.writeText(answer.link);
      setCopied(true);
    } catch {
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-brand-300 bg-brand-50 p-3 text-ink"
    >
      <p>
        {answer.link ? `Invited ${email}.` : `${email} is on the allowlist.`}{' '}
        {answer.emailed ? `We emailed ${answer.link ? 'the link' : 'them'}.` : answer.emailProblem}
      </p>
      {answer.link && answer.invite && (
        <>
          <label htmlFor={`${id}-link`} className="block font-medium">
            Invitation link (works once, until {formatSiteTime(new Date(answer.invite.expiresAt))})
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={`${id}-link`}
              readOnly
              value={answer.link}
              className={`${inputClass} mt-0 min-w-0 flex-1 font-mono text-sm`}
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn-secondary px-4 py-2" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

export default function PeoplePanel({
  self,
  onSignedOut,
}: {
  self: string;
  onSignedOut: () => void;
}) {
  const id = useId();
  const [data, setData] = useState<PeopleJson | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('contributor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');
  const [invited, setInvited] = useState<{ answer: InviteAnswerJson; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    peopleApi
      .list()
      .then(setData, (caught: unknown) =>
        setMessage(caught instanceof Error ? caught.message : String(caught)),
      );
  }, []);
  useEffect(load, [load]);

  const act = async (action: () => Promise<unknown>, done: string, endsOwnSession = false) => {
    setMessage('');
    setNotice('');
    try {
      await action();
      if (endsOwnSession) return onSignedOut();
      setNotice(done);
      load();
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : String(caught));
      load();
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage('');
    setInvited(null);
    try {
      const answer = await peopleApi.invite(email, role);
      setInvited({ answer, email: email.trim().toLowerCase() });
      setEmail('');
      load();
    } catch (caught) {
      if (caught instanceof ApiError) setErrors(caught.fields);
      setMessage(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const changeRole = (person: PersonJson, next: Role) => {
    const mine = person.email === self;
    const sure = window.confirm(
      `Make ${person.email} ${roleWithArticle(next)}? ${mine ? 'Your' : 'Their'} sessions end at once${mine ? ': you will sign in again' : ''}.`,
    );
    if (!sure) return load();
    void act(
      () => peopleApi.setRole(person.id, next),
      `${person.email} is now ${roleWithArticle(next)}; their sessions were ended.`,
      mine,
    );
  };

  const remove = (person: PersonJson) => {
    const mine = person.email === self;
    if (
      !window.confirm(
        `Remove ${person.email}? ${mine ? 'You' : 'They'} will be signed out at once.`,
      )
    )
      return;
    void act(
      () => peopleApi.remove(person.id),
      `Removed ${person.email}; their sessions were ended.`,
      mine,
    );
  };

  const local = data?.mode !== 'supabase';
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
          People
        </h2>
        <p className="mt-1 text-slate-600">
          Owners do everything, people and settings included; editors all content, publishing and
          leads; contributors write drafts only.
        </p>
      </div>
      <form
        className="card grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => void invite(event)}
        noValidate
        aria-label="Invite someone"
      >
        <div>
          <label htmlFor={`${id}-email`} className="block font-medium text-slate-800">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            className={inputClass}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block font-medium text-slate-800">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            aria-describedby={`${id}-role-help`}
            className={inputClass}
          >
            <RoleOptions />
          </select>
        </div>
        <button type="submit" className="btn-primary px-4 py-2" disabled={busy}>
          {local ? 'Invite' : 'Add to the allowlist'}
        </button>
        <p id={`${id}-role-help`} className="text-sm text-slate-600 sm:col-span-3">
          {ROLE_LABELS[role]}: {ROLE_SUMMARIES[role]}{' '}
          {local
            ? 'They get a link that works once and expires in 7 days, and choose their own password.'
            : 'They sign in with their own Supabase account for that address.'}
        </p>
      </form>
      {invited && <Invited {...invited} />}
      {message && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {message}
        </p>
      )}
      <p aria-live="polite" className="text-slate-700">
        {notice}
      </p>
      {data === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
            aria-label="People with access"
          >
            {data.people.map((person) => (
              <li
                key={person.id}
                className="flex flex-wrap items-end justify-between gap-3 px-4 py-3"
                data-person-email={person.email}
              >
                <div className="min-w-0">
                  <p className="font-medium break-all text-ink">
                    {person.email}
                    {person.email === self && (
                      <span className="font-normal text-slate-600"> (you)</span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    Since {formatSiteTime(new Date(person.createdAt))}
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-2">
                  <div>
                    <label
                      htmlFor={`${id}-role-${person.id}`}
                      className="block text-sm text-slate-700"
                    >
                      Role<span className="sr-only"> of {person.email}</span>
                    </label>
                    <select
                      id={`${id}-role-${person.id}`}
                      value={person.role}
                      onChange={(event) => changeRole(person, event.target.value as Role)}
                      className="rounded-lg border border-slate-300 px-3 py-1.5"
                    >
                      <RoleOptions />
                    </select>
                  </div>
                  <button
                    type="button"
                    className="btn border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50"
                    onClick={() => remove(person)}
                  >
                    Remove<span className="sr-only"> {person.email}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {data.invites.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-lg font-bold text-ink">Pending invitations</h3>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
                {data.invites.map((pending) => {
                  const expired = Date.parse(pending.expiresAt) <= Date.now();
                  return (
                    <li
                      key={pending.id}
                      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                      data-invite-email={pending.email}
                    >
                      <p className="min-w-0 text-sm">
                        <span className="font-medium break-all text-ink">{pending.email}</span> ·{' '}
                        {ROLE_LABELS[pending.role]} · invited by {pending.invitedBy} ·{' '}
                        {expired
                          ? 'expired'
                          : `link valid until ${formatSiteTime(new Date(pending.expiresAt))}`}
                      </p>
                      <button
                        type="button"
                        className="btn-secondary px-3 py-1.5 text-sm"
                        onClick={() =>
                          void act(
                            () => peopleApi.withdraw(pending.id),
                            `Withdrew the invitation of ${pending.email}.`,
                          )
                        }
                      >
                        Withdraw<span className="sr-only"> the invitation of {pending.email}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p className="text-sm text-slate-600">
                A lost link cannot be shown again: invite the address again for a new one.
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
