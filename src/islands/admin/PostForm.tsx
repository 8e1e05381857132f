import { CoverPicker } from './CoverPicker.tsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RichTextEditorHandle } from './editor/RichTextEditor.tsx';
import { slugify } from '#lib/text/slugify.ts';
import type { PublishState } from '#lib/publishing/status.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { PreviewActions } from './PreviewActions.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { SeoFields } from './SeoFields.tsx';
import {
  emptyPost,
  fieldsOf,
  fieldsOfRevision,
  missingFields,
  type TextField,
} from './post-fields.ts';
import { PreviewBoundary } from './PreviewBoundary.tsx';
import { usePageForm } from './page-form.tsx';
import { ContentGuidance } from './ContentGuidance.tsx';
import { UnsavedWorkNotice, useUnsavedWork } from './unsaved-work.tsx';
import { RevisionHistoryButton } from './revision-history-button.tsx';
import { useCan } from './role.ts';
import type { AdminPost, PostFields, Taxonomies, TaxonomyOption } from './api.ts';

// In this chunk rather than one of its own: "Start a draft" opens the editor right after.
export { default as OutlineDraft } from './OutlineDraft.tsx';

// The rich-text editor (Tiptap, ProseMirror) is its own chunk, loaded when a post is opened.
const RichTextEditor = lazy(() => import('./editor/RichTextEditor.tsx'));

/** Audience, stage and topic names by id, for the history's comparison. */
const taxonomyNames = (taxonomies: Taxonomies) =>
  Object.fromEntries(
    [...taxonomies.personas, ...taxonomies.journeyStages, ...taxonomies.topics].map((option) => [
      option.id,
      option.name,
    ]),
  );

interface Props {
  /** The version the editor opened; undefined for a new post. */
  version?: number | undefined;
  /**
   * The post as saved, whose fields the form opens with (for publishing from the editor too);
   * undefined for a new post.
   */
  saved?: AdminPost | undefined;
  /** After the editor published, scheduled or unpublished the post. */
  onPublished?: (post: AdminPost) => void;
  /** Where the latest change is on its way to the live site (the publishing line's state). */
  publishState?: PublishState | null;
  taxonomies: Taxonomies;
  /**
   * Saves against `version` (If-Match) and returns the post's version after it; a 409 means someone
   * else saved in between.
   */
  onSave: (fields: PostFields, version: number | undefined) => Promise<number>;
  /** Fetches the post as it is now (after a conflict). */
  onReload?: () => Promise<AdminPost>;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function PostForm({
  version,
  saved: savedPost,
  onPublished,
  publishState = null,
  taxonomies,
  onSave,
  onReload,
  onCancel,
  onDirtyChange,
}: Props) {
  const isNew = !savedPost;
  const [saved, setSaved] = useState(savedPost);
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyEditor = useRef<RichTextEditorHandle>(null);
  const mayPublish = useCan('publish');

  const form = usePageForm<PostFields>({
    noun: 'post',
    version,
    initial: savedPost ? fieldsOf(savedPost) : emptyPost,
    idPrefix: 'post',
    send: async (against, fields) => {
      const savedVersion = await onSave(fields, against);
      unsaved.forget();
      return savedVersion;
    },
    reload:
      onReload &&
      (async () => {
        const current = await onReload();
        setSaved(current);
        return { version: current.version, fields: fieldsOf(current) };
      }),
    check: (fields) => {
      const notHeld = bodyEditor.current?.problemSaving(fields.content);
      return { ...missingFields(fields), ...(notHeld && { content: notHeld }) };
    },
    // The required fields say what is missing; the form adds nothing above them.
    refusedMessage: '',
    // The body typed here stays below the reloaded one for copying, unless they are the same.
    setAside: (typed, loaded) => (typed.content === loaded.content ? null : typed.content),
  });
  const { fields, errors, dirty } = form;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const unsaved = useUnsavedWork({
    postId: saved?.id ?? null,
    fields,
    initial: form.opened,
    dirty,
    baseVersion: form.version,
  });
  useEffect(() => headingRef.current?.focus(), []);

  const set = (key: TextField, value: string) => {
    form.clearError(key);
    if (key === 'title' && !slugTouched) form.clearError('slug');
    form.setFields((current) => ({
      ...current,
      [key]: value,
      ...(key === 'title' && !slugTouched && { slug: slugify(value) }),
    }));
  };

  const toggle = (key: 'personaIds' | 'journeyStageIds' | 'topicIds', id: string) => {
    form.clearError(key);
    form.setFields((current) => ({
      ...current,
      [key]: current[key].includes(id)
        ? current[key].filter((x) => x !== id)
        : [...current[key], id],
    }));
  };

  /** A version from the history, into the form as unsaved changes (saving makes a new version). */
  const restoreRevision = (document: Record<string, unknown>, restoredVersion: number) => {
    if (dirty && !window.confirm(`Replace your unsaved changes with version ${restoredVersion}?`)) {
      return false;
    }
    form.restore(fieldsOfRevision(document));
    setSlugTouched(true);
    return true;
  };

  const cancel = () => {
    if (dirty) {
      if (!window.confirm('Discard your unsaved changes?')) return;
      unsaved.forget();
    }
    onCancel();
  };

  /** Puts the kept work in the editor; work started from an older version saves as a conflict. */
  const restore = () => {
    const kept = unsaved.restore();
    if (kept) form.restore({ ...form.opened, ...kept.fields }, kept.baseVersion);
  };

  const fieldProps = (key: TextField) => ({
    id: `post-${key}`,
    name: key,
    value: fields[key],
    required: true,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `post-${key}-error` : undefined,
    className: 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2',
  });

  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`post-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    ) : null;

  const chips = (
    legend: string,
    key: 'personaIds' | 'journeyStageIds' | 'topicIds',
    options: TaxonomyOption[],
  ) => (
    <fieldset>
      <legend className="font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              checked={fields[key].includes(option.id)}
              onChange={() => toggle(key, option.id)}
            />
            {option.name}
          </label>
        ))}
      </div>
      {fieldError(key)}
    </fieldset>
  );

  return (
    <form
      className="card space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
      noValidate
      aria-labelledby="post-form-title"
    >
      <h2
        id="post-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink"
      >
        {isNew ? 'New Post' : 'Edit Post'}
      </h2>
      {form.message && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
        >
          {form.message}
        </p>
      )}
      <UnsavedWorkNotice
        state={unsaved.state}
        savedAt={saved?.updatedAt}
        onRestore={restore}
        onDiscard={unsaved.discard}
      />
      {form.staleChoice}
      <div>
        <label htmlFor="post-title" className="block font-medium text-slate-800">
          Title
        </label>
        <input
          type="text"
          {...fieldProps('title')}
          onChange={(e) => set('title', e.target.value)}
        />
        {fieldError('title')}
      </div>
      <div>
        <label htmlFor="post-slug" className="block font-medium text-slate-800">
          Slug
        </label>
        <input
          type="text"
          {...fieldProps('slug')}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
        />
        <p className="mt-1 text-sm text-slate-600">The address: /insights/{fields.slug || '…'}</p>
        {fieldError('slug')}
      </div>
      <div>
        <label htmlFor="post-excerpt" className="block font-medium text-slate-800">
          Excerpt
        </label>
        <textarea
          rows={2}
          {...fieldProps('excerpt')}
          onChange={(e) => set('excerpt', e.target.value)}
        />
        {fieldError('excerpt')}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0">
          <Suspense fallback={<p className="text-slate-600">Loading the editor…</p>}>
            <RichTextEditor
              ref={bodyEditor}
              id="post-content"
              label="Content"
              value={fields.content}
              onChange={(markdown) => set('content', markdown)}
              invalid={Boolean(errors.content)}
              describedBy={errors.content ? 'post-content-error' : undefined}
            />
          </Suspense>
          {fieldError('content')}
        </div>
        <div className="min-w-0 space-y-4">
          <ContentGuidance
            markdown={fields.content}
            metaDescription={fields.metaDescription}
            focusKeyword={fields.focusKeyword}
            onFocusKeyword={(value) => set('focusKeyword', value)}
            error={errors.focusKeyword}
          />
          <PreviewBoundary resetKey={fields.content}>
            <MarkdownPreview markdown={fields.content} />
          </PreviewBoundary>
        </div>
      </div>
      {form.setAsideText}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="post-coverImageUrl" className="block font-medium text-slate-800">
            Image URL
          </label>
          <input
            type="text"
            {...fieldProps('coverImageUrl')}
            onChange={(e) => set('coverImageUrl', e.target.value)}
          />
          {fieldError('coverImageUrl')}
          <CoverPicker
            value={fields.coverImageUrl}
            onChoose={(path) => set('coverImageUrl', path)}
          />
        </div>
        <div>
          <label htmlFor="post-category" className="block font-medium text-slate-800">
            Category
          </label>
          <select {...fieldProps('category')} onChange={(e) => set('category', e.target.value)}>
            <option value="">Choose a category</option>
            {INSIGHT_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
          {fieldError('category')}
        </div>
      </div>
      {chips('Audiences', 'personaIds', taxonomies.personas)}
      {chips('Journey stages', 'journeyStageIds', taxonomies.journeyStages)}
      {chips('Topics', 'topicIds', taxonomies.topics)}
      <SeoFields fields={fields} errors={errors} onChange={set} />
      <PreviewActions fields={fields} postId={saved?.id} />
      {saved && (
        <RevisionHistoryButton
          kind="posts"
          id={saved.id}
          names={taxonomyNames(taxonomies)}
          onRestore={restoreRevision}
        />
      )}
      {saved && mayPublish && (
        <PublishPanel
          post={saved}
          dirty={dirty}
          publishState={publishState}
          onPublished={(post) => {
            setSaved(post);
            form.setVersion(post.version);
            onPublished?.(post);
          }}
        />
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
