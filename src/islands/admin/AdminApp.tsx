/**
 * The admin screen: sign-in, then posts, media, audiences/stages/topics, locations, industries, leads, the
 * activity log and the account. Rendered only in the browser (client:only).
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { hasSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { adminApi, type AdminUser } from './api.ts';
import { LoginForm } from './LoginForm.tsx';
import { PostsPanel } from './PostsPanel.tsx';
import { PublishingStatus } from './PublishingStatus.tsx';

// Loaded when their tab is first opened, so the admin's first load carries none of them.
const LeadsInbox = lazy(() => import('./LeadsInbox.tsx'));
const ActivityLog = lazy(() => import('./ActivityLog.tsx'));
const TaxonomiesPanel = lazy(() => import('./TaxonomiesPanel.tsx'));
const MediaLibrary = lazy(() => import('./MediaLibrary.tsx'));
const editors = () => import('./content-editors.ts');
const LocationsPanel = lazy(() => editors().then((module) => ({ default: module.LocationsPanel })));
const IndustriesPanel = lazy(() =>
  editors().then((module) => ({ default: module.IndustriesPanel })),
);
const PagesPanel = lazy(() => editors().then((module) => ({ default: module.PagesPanel })));
const SettingsPanel = lazy(() => editors().then((module) => ({ default: module.SettingsPanel })));
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm.tsx').then((module) => ({ default: module.ChangePasswordForm })),
);

const TAB_LABELS = {
  posts: 'Posts',
  pages: 'Pages',
  settings: 'Settings',
  media: 'Media',
  taxonomies: 'Topics & audiences',
  locations: 'Locations',
  industries: 'Industries',
  leads: 'Leads',
  activity: 'Activity',
  account: 'Account',
} as const;
type Tab = keyof typeof TAB_LABELS;
const TABS = Object.keys(TAB_LABELS) as Tab[];

export default function AdminApp() {
  // undefined while the server checks a session this browser signed in with; null: the sign-in form.
  const [user, setUser] = useState<AdminUser | null | undefined>(() =>
    hasSignedInHint(document.cookie) ? undefined : null,
  );
  const [tab, setTab] = useState<Tab>('posts');
  // Saves in the Pages and Settings tabs: the publishing line above them follows each to live.
  const [pageSaves, setPageSaves] = useState(0);
  const pageSaved = useCallback(() => setPageSaves((n) => n + 1), []);

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    adminApi.session().then(
      ({ user: current }) => setUser(current),
      () => setUser(null),
    );
  }, []);

  const signedOut = useCallback(() => setUser(null), []);

  const logout = async () => {
    try {
      await adminApi.logout();
    } finally {
      setUser(null);
    }
  };

  if (user === undefined)
    return <p className="px-4 py-16 text-center text-slate-600">Checking your session…</p>;
  if (user === null) return <LoginForm onSignedIn={setUser} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Admin</h1>
        <div className="flex items-center gap-4">
          <span className="text-slate-600">{user.email}</span>
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </div>
      <nav aria-label="Admin sections" className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            className={`-mb-px border-b-2 px-3 py-2 font-medium sm:px-4 ${tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600'}`}
            onClick={() => setTab(name)}
          >
            {TAB_LABELS[name]}
          </button>
        ))}
      </nav>
      {tab === 'posts' && <PostsPanel onSignedOut={signedOut} />}
      {(tab === 'pages' || tab === 'settings') && <PublishingStatus changeCount={pageSaves} />}
      <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
        {tab === 'pages' && <PagesPanel onSaved={pageSaved} />}
        {tab === 'settings' && <SettingsPanel onSaved={pageSaved} />}
        {tab === 'media' && <MediaLibrary />}
        {tab === 'taxonomies' && <TaxonomiesPanel />}
        {tab === 'locations' && <LocationsPanel />}
        {tab === 'industries' && <IndustriesPanel />}
        {tab === 'leads' && <LeadsInbox />}
        {tab === 'activity' && <ActivityLog />}
        {tab === 'account' && <ChangePasswordForm onSignedOut={signedOut} />}
      </Suspense>
    </div>
  );
}
