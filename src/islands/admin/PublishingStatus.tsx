import { useEffect, useState } from 'react';
import type { LeftOutPost } from '#lib/posts/renderable.ts';
import type { LeftOutImage } from '#lib/media/left-out.ts';
import { namedList } from '#lib/text/named-list.ts';
import type { PublishStatus } from '#lib/publishing/status.ts';
import { useCan } from './role.ts';
import { adminApi } from './api.ts';
import { publishingWords } from './publishing-words.ts';

const tone: Record<PublishStatus['state'], string> = {
  idle: 'border-slate-200 bg-slate-50 text-slate-700',
  saved: 'border-amber-300 bg-amber-50 text-amber-900',
  rebuilding: 'border-sky-300 bg-sky-50 text-sky-900',
  live: 'border-brand-300 bg-brand-50 text-brand-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
  off: 'border-amber-300 bg-amber-50 text-amber-900',
};

/**
 * Polls the publishing state while a change is on its way, so the admin sees when it is live.
 * `onStateChange` hears each state the line shows (the post editor's Publish now waits for live).
 */
export function PublishingStatus({
  changeCount,
  onStateChange,
}: {
  changeCount: number;
  onStateChange?: ((state: PublishStatus['state']) => void) | undefined;
}) {
  const mayRetry = useCan('publish');
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [leftOut, setLeftOut] = useState<LeftOutPost[]>([]);
  const [leftOutImages, setLeftOutImages] = useState<LeftOutImage[]>([]);
  const [retries, setRetries] = useState(0);
  const [retryError, setRetryError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A change was just saved: until the server answers, the line must not keep saying "Live"
    // about the previous change.
    if (changeCount > 0) {
      setStatus(
        (current) =>
          current && {
            state: 'saved',
            message: 'Checking how it goes live…',
            updatedAt: new Date().toISOString(),
          },
      );
    }
    // While a change goes live the status alone, every second; the lists of what the site leaves
    // out (which read every post) first and once it is over.
    const poll = async (withLists: boolean) => {
      try {
        let next: PublishStatus;
        if (withLists) {
          const answer = await adminApi.publishing();
          if (cancelled) return;
          setLeftOut(answer.leftOut);
          setLeftOutImages(answer.leftOutImages);
          next = answer.status;
        } else {
          next = (await adminApi.publishingStatus()).status;
          if (cancelled) return;
        }
        setStatus(next);
        if (next.state === 'saved' || next.state === 'rebuilding')
          timer = setTimeout(() => void poll(false), 1000);
        else if (!withLists) void poll(true);
      } catch {
        if (!cancelled) timer = setTimeout(() => void poll(withLists), 5000);
      }
    };
    void poll(true);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [changeCount, retries]);

  useEffect(() => {
    if (status) onStateChange?.(status.state);
  }, [status, onStateChange]);

  const retry = async () => {
    setRetryError(null);
    try {
      setStatus((await adminApi.retryPublishing()).status);
      setRetries((n) => n + 1);
    } catch (caught) {
      setRetryError(caught instanceof Error ? caught.message : 'The retry could not start.');
    }
  };

  // Until the first answer the line holds its place, so the list below it does not jump when
  // the state arrives (a click aimed at a row would land on the row below).
  if (!status) {
    return (
      <div role="status" className={`rounded-lg border px-4 py-2 text-sm ${tone.idle}`}>
        <p>
          <strong>Publishing:</strong> checking…
        </p>
      </div>
    );
  }
  const words = publishingWords(status, Date.now());
  return (
    <div className="space-y-2">
      <div
        role="status"
        className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-2 text-sm ${tone[status.state]}`}
        data-publish-state={status.state}
      >
        <p>
          <strong>Publishing:{words.heading && ` ${words.heading}`}</strong> {words.detail}
        </p>
        {status.state === 'failed' && mayRetry && (
          <button
            type="button"
            className="btn-secondary px-3 py-1 text-sm"
            onClick={() => void retry()}
          >
            Retry the build
          </button>
        )}
      </div>
      {retryError && (
        <p role="alert" className="text-sm text-red-700">
          {retryError}
        </p>
      )}
      {leftOut.length > 0 && (
        <div
          role="status"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800"
          data-left-out
        >
          <p>
            <strong>Left out of the public site</strong> because their content cannot be rendered
            (the rest of the site still publishes). Edit them to bring them back:
          </p>
          <div className="prose-content">
            <ul>
              {leftOut.map((post) => (
                <li key={post.id} data-left-out-slug={post.slug}>
                  “{post.title}” (/insights/{post.slug}): {post.reason}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {leftOutImages.length > 0 && (
        <div
          role="status"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-800"
          data-left-out-images
        >
          <p>
            <strong>Images left out of the public site</strong> because they cannot be decoded (the
            rest of the site still publishes; each page shows its generated cover, or no image,
            instead). Upload the image again and choose the new one:
          </p>
          <div className="prose-content">
            <ul>
              {leftOutImages.map((image) => (
                <li key={image.id} data-left-out-image={image.id}>
                  “{image.filename}” ({image.reason}), used by{' '}
                  {namedList(image.usedBy.map((use) => use.title))}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
