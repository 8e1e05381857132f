import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import {
  adminApi,
  ApiError,
  isStale,
  type AdminPost,
  type PostFields,
  type PostListPage,
  type Taxonomies,
} from './api.ts';
import { DEFAULT_LIST, listSearch, readListState, type ListState } from './list-url.ts';
import { Pager } from './Pager.tsx';
import { PostFilters } from './PostFilters.tsx';
import { PostRow } from './PostRow.tsx';
import { PublishingStatus } from './PublishingStatus.tsx';
import type { PublishState } from '#lib/publishing/status.ts';
import { useCan } from './role.ts';

// The editor (and its Markdown renderer) loads when a post is first opened, so signing in and
// reading the list do not download it.
const PostForm = lazy(() =>
  import('./PostForm.tsx').then((module) => ({ default: module.PostForm })),
);

// Shown only when /blog-generator's "Start a draft" opened the admin; it comes with the editor.
const OutlineDraft = lazy(() =>
  import('./PostForm.tsx').then((module) => ({ default: module.OutlineDraft })),
);

type Editing = { post: AdminPost | null } | null;

export const LIST_STALE_MESSAGE =
  'That post was changed since this list was loaded, so nothing was done. The list now shows the current version; check it and try again.';

export function PostsPanel({
  onSignedOut,
  initialEdit,
}: {
  onSignedOut: () => void;
  /** The post an edit link opens (`/admin?edit=post:{id}`). */
  initialEdit?: string | undefined;
}) {
  const [list, setList] = useState<ListState>(() => readListState(window.location.search));
  const [page, setPage] = useState<PostListPage | null>(null);
  const [taxonomies, setTaxonomies] = useState<Taxonomies>({
    personas: [],
    journeyStages: [],
    topics: [],
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changeCount, setChangeCount] = useState(0);
  const [publishState, setPublishState] = useState<PublishState | null>(null);
  const mayPublish = useCan('publish');
  const mayDelete = useCan('delete');

  const handle = useCallback(
    (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 401) {
        onSignedOut();
        return;
      }
      if (isStale(caught)) {
        setError(LIST_STALE_MESSAGE);
        return;
      }
      setError(caught instanceof Error ? caught.message : 'Something went wrong.');
    },
    [onSignedOut],
  );

  const reload = useCallback(async () => {
    try {
      setPage(await adminApi.posts(listSearch(list)));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) onSignedOut();
      // A bad filter in a typed URL: say which, and show nothing rather than the wrong posts.
      else if (caught instanceof ApiError && caught.status === 400) setError(caught.message);
      else console.error(caught);
      setPage(null);
    }
  }, [list, onSignedOut]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!initialEdit) return;
    adminApi.post(initialEdit).then(
      ({ post }) => setEditing({ post }),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [initialEdit]);

  useEffect(() => {
    adminApi.taxonomies().then(setTaxonomies, (caught: unknown) => console.error(caught));
    const restore = () => setList(readListState(window.location.search));
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  /** A new search, filter or sort starts at page 1; the URL keeps it for reloads and Back. */
  const showList = (next: ListState) => {
    setError(null);
    setList(next);
    window.history.pushState(null, '', `${window.location.pathname}${listSearch(next)}`);
  };
  const filter = (change: Partial<ListState>) => showList({ ...list, ...change, page: 1 });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changed = async () => {
    // Until the line hears about this change, nothing may read the previous one's "Live" as its own.
    setPublishState(null);
    setChangeCount((n) => n + 1);
    await reload();
  };

  /** Saves the editor's post and closes the editor; returns the version the post has now. */
  const save = async (fields: PostFields, version: number | undefined) => {
    const target = editing?.post;
    let saved: AdminPost;
    try {
      ({ post: saved } = target
        ? await adminApi.updatePost(target.id, fields, version ?? target.version)
        : await adminApi.createPost(fields));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        throw new ApiError(401, 'You must be logged in to perform this action');
      }
      throw caught;
    }
    setDirty(false);
    // The list comes back only once it holds the saved version: a Publish pressed at once on a row
    // still showing the version before the save would meet a 409.
    await changed();
    setEditing(null);
    return saved.version;
  };

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await changed();
    } catch (caught) {
      handle(caught);
      if (isStale(caught)) await reload();
    }
  };

  const remove = (post: AdminPost) => {
    if (!window.confirm('Are you sure you want to delete this post?')) return;
    void run(() => adminApi.deletePost(post.id, post.version));
  };

  if (editing) {
    // The editor has the publishing line too: after Publish now it says the site is building
    // until the change is live (and the panel's button waits with it).
    return (
      <div className="space-y-4">
        <PublishingStatus changeCount={changeCount} onStateChange={setPublishState} />
        <Suspense fallback={<p className="text-slate-600">Loading the editor…</p>}>
          <PostForm
            key={editing.post?.id ?? 'new'}
            version={editing.post?.version}
            saved={editing.post ?? undefined}
            publishState={publishState}
            onPublished={() => void changed()}
            taxonomies={taxonomies}
            onSave={save}
            onReload={async () => {
              const { post } = await adminApi.post(editing.post!.id);
              return post;
            }}
            onCancel={() => {
              setDirty(false);
              setEditing(null);
            }}
            onDirtyChange={setDirty}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <section aria-labelledby="posts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="posts-heading" className="text-2xl font-bold text-ink">
          Blog Posts
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing({ post: null })}>
          New Post
        </button>
      </div>
      {window.location.search.includes('draft-from') && (
        <Suspense>
          <OutlineDraft
            onCreated={(post) => {
              setEditing({ post });
              void reload();
            }}
          />
        </Suspense>
      )}
      <PublishingStatus changeCount={changeCount} />
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </p>
      )}
      <PostFilters
        state={list}
        taxonomies={taxonomies}
        onChange={filter}
        onClear={() => showList({ ...DEFAULT_LIST, sort: list.sort })}
      />
      {page && page.posts.length === 0 && (
        <div className="card text-center" data-empty-list>
          <p className="text-slate-700">No posts match these filters.</p>
          <button
            type="button"
            className="btn-secondary mt-3"
            onClick={() => showList({ ...DEFAULT_LIST, sort: list.sort })}
          >
            Clear filters
          </button>
        </div>
      )}
      {page && page.posts.length > 0 && (
        <ul className="space-y-3">
          {page.posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              onTogglePublished={
                mayPublish
                  ? () =>
                      void run(() =>
                        adminApi.setPublished(post.id, !post.isPublished, post.version),
                      )
                  : undefined
              }
              onEdit={
                mayPublish || post.status === 'draft' ? () => setEditing({ post }) : undefined
              }
              onDelete={mayDelete ? () => remove(post) : undefined}
            />
          ))}
        </ul>
      )}
      {page && (
        <Pager
          page={page.page}
          pageCount={page.pageCount}
          total={page.total}
          onPage={(next) => showList({ ...list, page: next })}
        />
      )}
    </section>
  );
}
