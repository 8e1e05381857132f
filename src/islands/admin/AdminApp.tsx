/**
 * The admin screen: sign-in, then the overview (the home screen), posts, pages, settings, media, audiences/stages/topics,
 * locations, industries, landing pages, redirects, import and export, leads, the activity log, people and the
 * account, each tab for the roles that may use it. An invitation link
 * (/admin#invite=…) opens the form that accepts it instead, a reset link (/admin#reset=…, or
 * Supabase's /admin?reset=supabase&code=…) the form that sets a new password. Rendered only in the browser (client:only).
 */
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { hasSignedInHint } from '#lib/auth/signed-in-hint.ts';
import { adminApi, type AdminUser } from './api.ts';
import { LoginForm } from './LoginForm.tsx';
import { PublishingStatus } from './PublishingStatus.tsx';
import { can, rowRule, type Ability, type AccessRow } from '#lib/access/policy.ts';
import { LANDING_PAGE_ACCESS } from '#lib/landing-pages/access.ts';
import { ROLE_LABELS, type Role } from '#lib/people/fields.ts';
import { listSearch, readListState } from './list-url.ts';
import { setSignedInRole } from './role.ts';

// Loaded when their tab is first opened, so the admin's first load carries none of them.
const OverviewPanel = lazy(() => import('./OverviewPanel.tsx'));
const PostsPanel = lazy(() =>
  import('./PostsPanel.tsx').then((module) => ({ default: module.PostsPanel })),
);
const LeadsInbox = lazy(() => import('./LeadsInbox.tsx'));
const ActivityLog = lazy(() => import('./ActivityLog.tsx'));
const TaxonomiesPanel = lazy(() => import('./TaxonomiesPanel.tsx'));
const MediaLibrary = lazy(() => import('./MediaLibrary.tsx'));
const editors = () => import('./content-editors.ts');
const LocationsPanel = lazy(() => editors().then((module) => ({ default: module.LocationsPanel })));
const IndustriesPanel = lazy(() =>
  editors().then((module) => ({ default: module.IndustriesPanel })),
);
const LandingPagesPanel = lazy(() =>
  editors().then((module) => ({ default: module.LandingPagesPanel })),
);
const PagesPanel = lazy(() => editors().then((module) => ({ default: module.PagesPanel })));
const SettingsPanel = lazy(() => editors().then((module) => ({ default: module.SettingsPanel })));
const PeoplePanel = lazy(() => import('./PeoplePanel.tsx'));
const AcceptInvitation = lazy(() => import('./AcceptInvitation.tsx'));
const ResetPassword = lazy(() => import('./ResetPassword.tsx'));
const RedirectsPanel = lazy(() => import('./RedirectsPanel.tsx'));
const MovingPanel = lazy(() => import('./MovingPanel.tsx'));
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm.tsx').then((module) => ({ default: module.ChangePasswordForm })),
);

const TAB_LABELS = {
  overview: 'Overview',
  posts: 'Posts',
  pages: 'Pages',
  settings: 'Settings',
  media: 'Media',
  taxonomies: 'Topics & audiences',
  locations: 'Locations',
  industries: 'Industries',
  'landing-pages': 'Landing pages',
  redirects: 'Redirects',
  moving: 'Import & export',
  leads: 'Leads',
  activity: 'Activity',
  people: 'People',
  account: 'Account',
} as const;
type Tab = keyof typeof TAB_LABELS;
const TABS = Object.keys(TAB_LABELS) as Tab[];
/**
 * Tabs not every role sees (the activity log names leads), by an ability or, for a collection the
 * access table learns of only on the server, by its row; the others are for everyone.
 */
const TAB_NEEDS: Partial<Record<Tab, Ability | AccessRow>> = {
  leads: 'leads',
  activity: 'leads',
  people: 'people',
  redirects: 'redirects',
  moving: 'moveSite',
  pages: 'pages',
  settings: 'settings',
  'landing-pages': LANDING_PAGE_ACCESS,
};
const mayOpen = (role: Role, need: Ability | AccessRow | undefined) =>
  need === undefined ||
  (typeof need === 'string' ? can(role, need) : rowRule(need, role, 'read') !== false);
/**
 * The tabs whose changes are published: each shows the publishing line above it, which follows
 * every save to the live site (Posts has its own, in the list and in the editor).
 */
const PUBLISHING_TABS: ReadonlySet<Tab> = new Set([
  'overview',
  'pages',
  'settings',
  'taxonomies',
  'locations',
  'industries',
  'landing-pages',
  'redirects',
  'moving',
]);
/** The tab and record an `?edit=kind:id` address opens (the links after a Settings save). */
const EDIT_LINK_TABS = {
  page: 'pages',
  post: 'posts',
  location: 'locations',
  industry: 'industries',
  'landing-page': 'landing-pages',
} as const;

/** The record an address asks to open in its editor, `/admin?edit=page:home`; null for none. */
function editLinkOf(search: string): { tab: Tab; id: string } | null {
  const match = /^(page|post|location|industry|landing-page):(.+)$/.exec(
    new URLSearchParams(search).get('edit') ?? '',
  );
  if (!match) return null;
  return { tab: EDIT_LINK_TABS[match[1] as keyof typeof EDIT_LINK_TABS], id: match[2]! };
}

function firstTab(search: string): Tab {
  const opensPosts =
    listSearch(readListState(search)) !== '' ||
    new URLSearchParams(search).has('draft-from-outline');
  return opensPosts ? 'posts' : 'overview';
}

/** An invitation link carries its token after `#`, which browsers never send to the server. */
const INVITE_HASH = /^#invite=([A-Za-z0-9_-]+)$/;
/** So does a reset link of local sign-in; Supabase's comes back with `?reset=supabase&code=…`. */
const RESET_HASH = /^#reset=([A-Za-z0-9_-]+)$/;

function resetLink(): { token: string } | { code: string } | undefined {
  const token = RESET_HASH.exec(window.location.hash)?.[1];
  if (token) return { token };
  const query = new URLSearchParams(window.location.search);
  const code = query.get('reset') === 'supabase' ? query.get('code') : null;
  return code ? { code } : undefined;
}

export default function AdminApp() {
  // undefined while the server checks a session this browser signed in with; null: the sign-in form.
  const [user, setSignedIn] = useState<AdminUser | null | undefined>(() =>
    hasSignedInHint(document.cookie) ? undefined : null,
  );
  const setUser = useCallback((next: AdminUser | null) => {
    setSignedInRole(next);
    setSignedIn(next);
  }, []);
  // An edit link opens its record once; the address then forgets it, so a reload shows the list.
  const [editLink] = useState(() => editLinkOf(window.location.search));
  // The overview, unless the address opens a record, the post list's search (a reload, Back) or
  // a draft from a /blog-generator outline.
  const [tab, setTab] = useState<Tab>(() => editLink?.tab ?? firstTab(window.location.search));
  useEffect(() => {
    if (!editLink) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('edit');
    window.history.replaceState(null, '', url);
  }, [editLink]);
  const opening = (name: Tab) => (editLink?.tab === name ? editLink.id : undefined);
  // Saves in the tabs of PUBLISHING_TABS: the publishing line above them follows each to live.
  const [saves, setSaves] = useState(0);
  const saved = useCallback(() => setSaves((n) => n + 1), []);
  const [invitation, setInvitation] = useState(() => INVITE_HASH.exec(window.location.hash)?.[1]);
  const [reset, setReset] = useState(resetLink);

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    adminApi.session().then(
      ({ user: current }) => setUser(current),
      () => setUser(null),
    );
  }, [setUser]);

  const signedOut = useCallback(() => setUser(null), [setUser]);

  const logout = async () => {
    try {
      await adminApi.logout();
    } finally {
      setUser(null);
    }
  };

  if (invitation) {
    return (
      <Suspense fallback={<p className="px-4 py-16 text-center text-slate-600">Loading…</p>}>
        <AcceptInvitation
          token={invitation}
          onSignedIn={(signedIn) => {
            window.history.replaceState(null, '', window.location.pathname);
            setInvitation(undefined);
            setTab('overview');
            setUser(signedIn);
          }}
        />
      </Suspense>
    );
  }
  if (reset) {
    return (
      <Suspense fallback={<p className="px-4 py-16 text-center text-slate-600">Loading…</p>}>
        <ResetPassword
          link={reset}
          onDone={() => {
            window.history.replaceState(null, '', window.location.pathname);
            setReset(undefined);
            setUser(null);
          }}
        />
      </Suspense>
    );
  }
  if (user === undefined)
    return <p className="px-4 py-16 text-center text-slate-600">Checking your session…</p>;
  if (user === null) return <LoginForm onSignedIn={setUser} />;
  const tabs = TABS.filter((name) => mayOpen(user.role, TAB_NEEDS[name]));

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink">Admin</h1>
        <div className="flex items-center gap-4">
          <span className="text-slate-600">
            {user.email} · {ROLE_LABELS[user.role]}
          </span>
          <button type="button" className="btn-secondary px-4 py-2" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </div>
      <nav aria-label="Admin sections" className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((name) => (
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
      {PUBLISHING_TABS.has(tab) && <PublishingStatus changeCount={saves} />}
      <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
        {tab === 'overview' && <OverviewPanel onOpen={setTab} />}
        {tab === 'posts' && <PostsPanel onSignedOut={signedOut} initialEdit={opening('posts')} />}
        {tab === 'pages' && <PagesPanel onSaved={saved} initialEdit={opening('pages')} />}
        {tab === 'settings' && <SettingsPanel onSaved={saved} />}
        {tab === 'media' && <MediaLibrary />}
        {tab === 'taxonomies' && <TaxonomiesPanel onSaved={saved} />}
        {tab === 'locations' && (
          <LocationsPanel onSaved={saved} initialEdit={opening('locations')} />
        )}
        {tab === 'industries' && (
          <IndustriesPanel onSaved={saved} initialEdit={opening('industries')} />
        )}
        {tab === 'landing-pages' && (
          <LandingPagesPanel onSaved={saved} initialEdit={opening('landing-pages')} />
        )}
        {tab === 'redirects' && <RedirectsPanel onSaved={saved} />}
        {tab === 'moving' && <MovingPanel onChanged={saved} />}
        {tab === 'leads' && <LeadsInbox />}
        {tab === 'activity' && <ActivityLog />}
        {tab === 'people' && <PeoplePanel self={user.email} onSignedOut={signedOut} />}
        {tab === 'account' && <ChangePasswordForm onSignedOut={signedOut} />}
      </Suspense>
    </div>
  );
}
