/**
 * The Pages tab: every page document (each page's copy, and the copy several pages share), each
 * opening its form, built from its schema by the form engine. Loaded when the tab is first opened;
 * the publishing line above it is the admin's own (AdminApp.tsx), told of each save.
 */
import { useCallback, useEffect, useState } from 'react';
import { formatSiteTime } from '#lib/time/format-site-time.ts';
import { DocumentEditor } from './DocumentEditor.tsx';
import { pagesApi, type PageDocumentSummary } from './pages-api.ts';
import { RetireForm } from './RetireForm.tsx';
import { useCan } from './role.ts';

const RETIRES_BUILT_IN =
  'Visitors of its address go where you choose, and the page leaves search engines and the site search. Its copy stays here: delete the redirect in Redirects to bring it back.';

const AREAS = [
  { area: 'Pages', heading: 'Pages' },
  { area: 'Shared', heading: 'Shared by several pages' },
  { area: 'Blog', heading: 'Blog articles and the generator’s outlines' },
] as const;

export default function PagesPanel({
  onSaved,
  initialEdit,
}: {
  onSaved: () => void;
  /** The document an edit link opens (`/admin?edit=page:home`). */
  initialEdit?: string | undefined;
}) {
  const [pages, setPages] = useState<PageDocumentSummary[] | null>(null);
  const [editing, setEditing] = useState<string | null>(initialEdit ?? null);
  const [error, setError] = useState('');
  const [retiring, setRetiring] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const mayRetire = useCan('retirePages');

  const load = useCallback(() => {
    pagesApi.list().then(
      ({ pages: listed }) => setPages(listed),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);
  useEffect(load, [load]);

  const open = pages?.find((page) => page.key === editing);

  return (
    <section aria-labelledby="pages-heading" className="space-y-4">
      <h2 id="pages-heading" className="text-2xl font-bold text-ink">
        {open ? open.title : 'Pages'}
      </h2>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="text-slate-700">
        {notice}
      </p>
      {open ? (
        <>
          <button type="button" className="link" onClick={() => setEditing(null)}>
            ← All pages
          </button>
          <DocumentEditor
            documentKey={open.key}
            onSaved={() => {
              onSaved();
              load();
            }}
            onClose={() => setEditing(null)}
          />
        </>
      ) : pages === null ? (
        <p className="text-slate-600">Loading…</p>
      ) : (
        AREAS.map(({ area, heading }) => (
          <div key={area} className="space-y-2">
            <h3 className="text-lg font-semibold text-ink">{heading}</h3>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {pages
                .filter((page) => page.area === area)
                .map((page) => (
                  <li
                    key={page.key}
                    className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                    data-page-key={page.key}
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{page.title}</p>
                      <p className="text-sm text-slate-600">
                        {page.paths.map((path, index) => (
                          <span key={path}>
                            {index > 0 && ', '}
                            <a href={path} className="link break-all">
                              {path}
                            </a>
                          </span>
                        ))}
                        {page.retiredTo && (
                          <strong className="text-amber-800">
                            {' '}
                            · retired, redirects to {page.retiredTo}
                          </strong>
                        )}
                        {' · '}
                        {page.updatedBy
                          ? `saved by ${page.updatedBy}, ${formatSiteTime(new Date(page.updatedAt))}`
                          : 'as first installed'}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary px-3 py-1.5 text-sm"
                        aria-label={`Edit ${page.title}`}
                        onClick={() => setEditing(page.key)}
                      >
                        Edit
                      </button>
                      {page.retirable && !page.retiredTo && mayRetire && (
                        <button
                          type="button"
                          className="btn-secondary px-3 py-1.5 text-sm"
                          aria-label={`Retire ${page.title}`}
                          aria-expanded={retiring === page.key}
                          onClick={() => setRetiring(page.key)}
                        >
                          Retire
                        </button>
                      )}
                    </div>
                    {retiring === page.key && (
                      <div className="w-full">
                        <RetireForm<{ key: string; title: string }>
                          route={`/api/admin/pages/${page.key}/retire`}
                          name={page.title}
                          explanation={RETIRES_BUILT_IN}
                          itemKey="page"
                          suggestions={pages
                            .filter((other) => other.retirable && !other.retiredTo)
                            .map((other) => other.retirable!)
                            .filter((path) => path !== page.retirable)}
                          onRetired={({ redirect }) => {
                            setRetiring(null);
                            setNotice(
                              `${page.title} is retired: ${redirect.from} now redirects to ${redirect.to}.`,
                            );
                            onSaved();
                            load();
                          }}
                          onCancel={() => setRetiring(null)}
                        />
                      </div>
                    )}
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
