/** A lead's notes in the inbox: who wrote what and when, oldest first, and a form to add one. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LEAD_NOTE_MAX_LENGTH } from '#lib/leads/fields.ts';
import type { LeadNoteJson } from '#lib/leads/json.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { ApiError, request } from './api.ts';

const notesApi = {
  list: (leadId: string) =>
    request<{ notes: LeadNoteJson[] }>('GET', `/api/admin/leads/${leadId}/notes`),
  add: (leadId: string, body: string) =>
    request<{ note: LeadNoteJson }>('POST', `/api/admin/leads/${leadId}/notes`, { body }),
};

export function LeadNotes({ leadId }: { leadId: string }) {
  const [notes, setNotes] = useState<LeadNoteJson[] | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    let current = true;
    notesApi.list(leadId).then(
      ({ notes: loaded }) => current && setNotes(loaded),
      (caught: unknown) => current && setError(caught instanceof Error ? caught.message : ''),
    );
    return () => {
      current = false;
    };
  }, [leadId]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      const { note } = await notesApi.add(leadId, draft);
      setNotes((list) => [...(list ?? []), note]);
      setDraft('');
    } catch (caught) {
      // The typed note stays in the box.
      setError(
        caught instanceof ApiError ? (caught.fields.body ?? caught.message) : String(caught),
      );
    } finally {
      setSaving(false);
    }
  };

  const over = draft.length > LEAD_NOTE_MAX_LENGTH;
  return (
    <section aria-labelledby={`${fieldId}-heading`} className="space-y-3">
      <h4 id={`${fieldId}-heading`} className="font-medium text-slate-600">
        Notes
      </h4>
      {notes === null ? (
        <p className="text-slate-600">Loading notes…</p>
      ) : notes.length === 0 ? (
        <p className="text-slate-600">No notes yet.</p>
      ) : (
        <ol className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">
                {note.authorEmail} ·{' '}
                <time dateTime={note.createdAt}>{formatSiteTime(new Date(note.createdAt))}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="space-y-2" onSubmit={(event) => void add(event)} noValidate>
        <label htmlFor={fieldId} className="block font-medium text-ink">
          Add a note
        </label>
        <textarea
          id={fieldId}
          rows={3}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <p
          id={`${fieldId}-count`}
          className={`text-sm ${over ? 'text-red-700' : 'text-slate-600'}`}
        >
          {draft.length.toLocaleString('en-US')} / {LEAD_NOTE_MAX_LENGTH.toLocaleString('en-US')}
        </p>
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-secondary px-4 py-2" disabled={saving}>
          {saving ? 'Adding…' : 'Add note'}
        </button>
      </form>
    </section>
  );
}
