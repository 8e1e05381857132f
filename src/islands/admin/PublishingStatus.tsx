import { useEffect, useState } from 'react';
import type { LeftOutPost } from '#lib/content/renderable.ts';
import type { PublishStatus } from '#lib/publishing/status.ts';
import { adminApi } from './api.ts';

const tone: Record<PublishStatus['state'], string> = {
  idle: 'border-slate-200 bg-slate-50 text-slate-700',
  saved: 'border-amber-300 bg-amber-50 text-amber-900',
  rebuilding: 'border-sky-300 bg-sky-50 text-sky-900',
  live: 'border-brand-300 bg-brand-50 text-brand-900',
  failed: 'border-red-300 bg-red-50 text-red-800',
};

const label: Record<PublishStatus['state'], string> = {
  idle: 'Up to date',
  saved: 'Saved',
  rebuilding: 'Rebuilding',
  live: 'Live',
  failed: 'Failed',
};

/** Polls the publishing state while a change is on its way, so the admin sees when it is live. */
export function PublishingStatus({ changeCount }: { changeCount: number }) {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [leftOut, setLeftOut] = useState<LeftOutPost[]>([]);

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
            message: 'Saved. Checking how it goes live…',
            updatedAt: new Date().toISOString(),
          },
      );
    }
    const poll = async () => {
      try {
        const { status: next, leftOut: skipped } = await adminApi.publishing();
        if (cancelled) return;
        setStatus(next);
        setLeftOut(skipped);
        if (next.state === 'saved' || next.state === 'rebuilding')
          timer = setTimeout(() => void poll(), 1000);
      } catch {
        if (!cancelled) timer = setTimeout(() => void poll(), 5000);
      }
    };
    void poll();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [changeCount]);

  if (!status) return null;
  return (
    <div className="space-y-2">
      <p
        role="status"
        className={`rounded-lg border px-4 py-2 text-sm ${tone[status.state]}`}
        data-publish-state={status.state}
      >
        <strong>Publishing: {label[status.state]}.</strong> {status.message}
      </p>
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
    </div>
  );
}
