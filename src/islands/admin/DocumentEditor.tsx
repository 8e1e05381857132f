/**
 * One page document, or Settings, in the form engine: its fields as its schema describes them,
 * the facts each reference stands for, Preview in the live layout and a share link, its History,
 * and Save against the version the screen holds (opened, then left by each save; a stale save offers
 * Reload or Overwrite). A save goes live through the publisher; the publishing line above says when.
 */
import { useEffect, useState } from 'react';
import type { DocumentValue } from '#lib/pages/fields.ts';
import { FormActions, PageFormElement, usePageForm } from './page-form.tsx';
import { pagesApi, type DocumentEditorJson, type StaleStatement } from './pages-api.ts';
import { previewInNewTab, SharePreview } from './PreviewActions.tsx';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { SchemaFields, valueToSend } from './schema-form.tsx';

/** The kind of a page document's revisions: its table's name (src/lib/revisions/fields.ts). */
const PAGE_DOCUMENT_KIND = 'page-documents';

/** The content that still states an old value: each statement, its page, and its editor. */
function StaleText({ statements }: { statements: readonly StaleStatement[] }) {
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-ink"
      data-stale-text
    >
      <p className="font-medium">
        Some text still states the old value: references follow Settings, but these were written out
        by hand. Edit each so the site does not contradict itself.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {statements.map((statement, index) => (
          <li key={`${statement.edit}-${index}`}>
            {statement.title} ({statement.path}): “{statement.phrase}” states {statement.claim}, but
            Settings now says {statement.expected}.{' '}
            <a href={statement.edit} className="link">
              Edit {statement.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditorForm({
  editor,
  onSaved,
  onClose,
}: {
  editor: DocumentEditorJson;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { page, form: description, facts, paths } = editor;
  const settings = page.key === 'settings';
  const [value, setValue] = useState(() => page.document as DocumentValue);
  // The version this screen holds and who saved it: the opened one, then each save's or Reload's.
  const [held, setHeld] = useState({ version: page.version, updatedBy: page.updatedBy });
  const [notice, setNotice] = useState('');
  // After a Settings save: content that still states a changed fact's old value.
  const [stale, setStale] = useState<StaleStatement[]>([]);
  const document = () => (valueToSend(description, value) ?? {}) as DocumentValue;
  const form = usePageForm({
    noun: settings ? 'settings document' : 'page',
    version: page.version,
    send: async (version) => {
      const { page: saved, staleText } = await pagesApi.save(page.key, document(), version);
      setValue(saved.document as DocumentValue);
      setStale(staleText);
      setHeld({ version: saved.version, updatedBy: saved.updatedBy });
      // The publishing line above says "Saved" and follows the change to live; this names the version.
      setNotice(`${saved.title} is now version ${saved.version}.`);
      onSaved();
      return saved.version;
    },
    reload: async () => {
      const current = await pagesApi.open(page.key);
      setValue(current.page.document as DocumentValue);
      setHeld({ version: current.page.version, updatedBy: current.page.updatedBy });
      return current.page.version;
    },
  });

  return (
    <PageFormElement
      form={form}
      label={`Edit ${page.title}`}
      className="space-y-6"
      beforeSave={() => setNotice('')}
    >
      <p className="text-slate-700">
        {settings
          ? 'Copy refers to these facts by name, such as {responseMinutes} or {price.professional}; every page that states one changes with it.'
          : `Shown on ${page.paths.join(', ')}. Refer to a fact from Settings by its name in braces, such as {responseMinutes}.`}{' '}
        <span data-document-version={held.version}>
          Version {held.version}
          {held.updatedBy ? `, last saved by ${held.updatedBy}` : ''}.
        </span>
      </p>
      <SchemaFields
        form={form}
        description={description}
        value={value}
        onChange={setValue}
        facts={facts}
        paths={paths}
      />
      <SharePreview
        id={`page-${page.key}`}
        onPreview={() =>
          previewInNewTab(`/admin/preview/pages/${page.key}`, 'document', document())
        }
        onShare={settings ? undefined : () => pagesApi.shareLink(page.key, document())}
        unsharedHint={settings ? 'Preview shows the home page with these facts.' : undefined}
      />
      <RevisionHistoryButton
        kind={PAGE_DOCUMENT_KIND}
        id={page.key}
        onRestore={(revision) => setValue(revision.document as DocumentValue)}
      />
      <p aria-live="polite" className="text-slate-700">
        {notice}
      </p>
      {stale.length > 0 && <StaleText statements={stale} />}
      <FormActions
        form={form}
        label={`Save ${settings ? 'settings' : 'page'}`}
        onCancel={onClose}
      />
    </PageFormElement>
  );
}

/** Loads a document and shows its form; a save asks the status line to follow the publish. */
export function DocumentEditor({
  documentKey,
  onSaved,
  onClose,
}: {
  documentKey: string;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [editor, setEditor] = useState<DocumentEditorJson | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let active = true;
    pagesApi.open(documentKey).then(
      (opened) => active && setEditor(opened),
      (caught: unknown) =>
        active && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      active = false;
    };
  }, [documentKey]);
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        {error}
      </p>
    );
  }
  if (!editor) return <p className="text-slate-600">Loading…</p>;
  return <EditorForm key={documentKey} editor={editor} onSaved={onSaved} onClose={onClose} />;
}
