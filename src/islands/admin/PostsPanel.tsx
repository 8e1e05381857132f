import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import {
  adminApi,
  ApiError,
  isStale,
  type AdminPost,
  type PostFields,
  type Taxonomies,
} from './api.ts';
import { emptyPost, fieldsOf } from './post-fields.ts';
import { PublishingStatus } from './PublishingStatus.tsx';

// The editor (and its Markdown renderer) loads when a post is first opened, so signing in and
// reading the list do not download it.
const PostForm = lazy(() =>
  import('./PostForm.tsx').then((module) => ({ default: module.PostForm })),
);

type Editing = { post: AdminPost | null } | null;

export const LIST_STALE_MESSAGE =
  'That post was changed since this list was loaded, so nothing was done. The list now shows the current version; check it and try again.';

export function PostsPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const [posts, setPosts] = useState<AdminPost[]>([]);
  const [taxonomies, setTaxonomies] = useState<Taxonomies>({
    personas: [],
    journeyStages: [],
    topics: [],
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changeCount, setChangeCount] = useState(0);

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
      setPosts((await adminApi.posts()).posts);
    } catch (caught) {
      // A failed list fetch is only logged; the list is left empty.
      console.error(caught);
      if (caught instanceof ApiError && caught.status === 401) onSignedOut();
    }
  }, [onSignedOut]);

  useEffect(() => {
    void reload();
    adminApi.taxonomies().then(setTaxonomies, (caught: unknown) => console.error(caught));
  }, [reload]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const changed = async () => {
    setChangeCount((n) => n + 1);
    await reload();
  };

  const save = async (fields: PostFields, version: number | undefined) => {
    const target = editing?.post;
    try {
      if (target) await adminApi.updatePost(target.id, fields, version ?? target.version);
      else await adminApi.createPost(fields);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        throw new ApiError(401, 'You must be logged in to perform this action');
      }
      throw caught;
    }
    setDirty(false);
    setEditing(null);
    await changed();
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
    return (
      <Suspense fallback={<p className="text-slate-600">Loading the editor…</p>}>
        <PostForm
          key={editing.post?.id ?? 'new'}
          initial={editing.post ? fieldsOf(editing.post) : emptyPost}
          version={editing.post?.version}
          isNew={!editing.post}
          saved={editing.post ?? undefined}
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
      <PublishingStatus changeCount={changeCount} />
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {error}
        </p>
      )}
      <ul className="space-y-3">
        {posts.map((post) => (
          <li
            key={post.id}
            className="card flex flex-wrap items-start justify-between gap-4"
            data-post-slug={post.slug}
          >
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold text-ink">{post.title}</h3>
              <p className="mt-1 text-slate-600">{post.excerpt}</p>
              <p className="mt-2 flex flex-wrap gap-2 text-sm">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                  {post.category}
                </span>
                <span
                  className={
                    post.isPublished
                      ? 'rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900'
                      : 'rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900'
                  }
                >
                  {post.isPublished ? 'Published' : 'Draft'}
                </span>
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary px-3 py-1.5 text-sm"
                onClick={() =>
                  void run(() => adminApi.setPublished(post.id, !post.isPublished, post.version))
                }
              >
                {post.isPublished ? 'Unpublish' : 'Publish'}
                <span className="sr-only"> {post.title}</span>
              </button>
              <button
                type="button"
                className="btn-secondary px-3 py-1.5 text-sm"
                onClick={() => setEditing({ post })}
              >
                Edit<span className="sr-only"> {post.title}</span>
              </button>
              <button
                type="button"
                className="btn px-3 py-1.5 text-sm border border-red-300 text-red-800 hover:bg-red-50"
                onClick={() => remove(post)}
              >
                Delete<span className="sr-only"> {post.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
