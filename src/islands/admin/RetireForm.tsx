/**
 * Retiring a page, in one step: what links to it (menus, page copy, posts, other pages, each with
 * the field it is in), then where its visitors go. The server unpublishes it and keeps the
 * redirect as one change; a target it refuses is shown on the field, with what was typed kept.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { InboundLink } from '#lib/collections/inbound-links.ts';
import { ApiError, request } from './api.ts';

export interface RetiredAnswer<Row> {
  row: Row;
  redirect: { from: string; to: string };
}

interface RetireFormProps<Row> {
  /** The record's retire route ("/api/admin/locations/{id}/retire"). */
  route: string;
  /** Its name in the heading ("Hartford"). */
  name: string;
  /** The version the retire changes (If-Match); none when it adds a redirect only. */
  version?: number | undefined;
  /** What retiring does to it, when it is not unpublished. */
  explanation?: string;
  /** How the API names the record in its answer ("location"). */
  itemKey: string;
  /** Addresses offered as the target (the other pages of the tab). */
  suggestions: readonly string[];
  onRetired: (answer: RetiredAnswer<Row>) => void;
  onCancel: () => void;
}

const UNPUBLISHES =
  'The page is unpublished, and visitors of its address go where you choose. Its content and history stay here: you can publish it again later.';

export function RetireForm<Row>({
  route,
  name,
  version,
  explanation = UNPUBLISHES,
  itemKey,
  suggestions,
  onRetired,
  onCancel,
}: RetireFormProps<Row>) {
  const id = useId();
  const [found, setFound] = useState<{ path: string; links: InboundLink[] } | null>(null);
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    request<{ path: string; links: InboundLink[] }>('GET', route).then(
      (answer) => current && setFound(answer),
      (caught: unknown) => current && setFormError((caught as Error).message),
    );
    return () => {
      current = false;
    };
  }, [route]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setFormError('');
    setSaving(true);
    try {
      const answer = await request<Record<string, unknown>>(
        'POST',
        route,
        { redirectTo: target },
        version,
      );
      onRetired({
        row: answer[itemKey] as Row,
        redirect: answer.redirect as RetiredAnswer<Row>['redirect'],
      });
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.redirectTo)
        setError(caught.fields.redirectTo);
      else setFormError((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
      noValidate
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Retire {name}
      </h3>
      <p className="text-slate-700">{explanation}</p>
      {found === null ? (
        <p className="text-slate-600">Looking for links to it…</p>
      ) : found.links.length === 0 ? (
        <p className="text-slate-700">Nothing on the site links to {found.path}.</p>
      ) : (
        <div>
          <p className="font-medium text-ink">
            {found.links.length === 1 ? 'One link points' : `${found.links.length} links point`} to{' '}
            {found.path}. The redirect will carry their visitors; change them if they should point
            elsewhere:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700">
            {found.links.map((link, index) => (
              <li key={index}>
                {link.where} — <span className="font-mono">{link.field}</span>: {link.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-target`} className="block font-medium text-ink">
          Send visitors to
        </label>
        <input
          id={`${id}-target`}
          type="text"
          list={`${id}-suggestions`}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          A page of this site, such as /locations/new-haven-ct, or an https address.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary px-4 py-2" disabled={saving}>
          {saving ? 'Retiring…' : 'Retire and redirect'}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
