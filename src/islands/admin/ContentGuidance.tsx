/**
 * Beside the post's body: the focus keyword, and the post scored live against the content
 * guidelines (src/lib/content-guidance/): each rule passes or warns, with the number it counted.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { scoreContent } from '#lib/content-guidance/score.ts';
import { FOCUS_KEYWORD_MAX } from '#lib/posts/fields.ts';

interface Props {
  markdown: string;
  metaDescription: string;
  focusKeyword: string;
  onFocusKeyword: (value: string) => void;
  error?: string | undefined;
}

export function ContentGuidance({
  markdown,
  metaDescription,
  focusKeyword,
  onFocusKeyword,
  error,
}: Props) {
  // The scorer (and its Markdown lexer) loads with the editor, not with the post list.
  const [score, setScore] = useState<{ content: typeof scoreContent } | null>(null);
  useEffect(() => {
    void import('#lib/content-guidance/score.ts').then((module) =>
      setScore({ content: module.scoreContent }),
    );
  }, []);
  // Scoring a long body on every keystroke would slow typing: it follows a beat behind.
  const body = useDeferredValue(markdown);
  const scores = useMemo(
    () =>
      score?.content({
        markdown: body,
        metaDescription,
        focusKeyword,
        siteHosts: [window.location.hostname],
      }) ?? [],
    [score, body, metaDescription, focusKeyword],
  );
  const passing = scores.filter((score) => score.status === 'pass').length;

  return (
    <section
      aria-labelledby="guidance-heading"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
      data-guidance
    >
      <h3 id="guidance-heading" className="font-semibold text-ink">
        Writing guidelines
      </h3>
      <div>
        <label htmlFor="post-focusKeyword" className="block text-sm font-medium text-slate-800">
          Focus keyword
        </label>
        <input
          id="post-focusKeyword"
          name="focusKeyword"
          type="text"
          value={focusKeyword}
          maxLength={FOCUS_KEYWORD_MAX}
          onChange={(event) => onFocusKeyword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`post-focusKeyword-help${error ? ' post-focusKeyword-error' : ''}`}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5"
        />
        <p id="post-focusKeyword-help" className="mt-1 text-sm text-slate-600">
          The phrase the post should be found for. Optional; never shown on the site.
        </p>
        {error && (
          <p id="post-focusKeyword-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700">
        {passing} of {scores.length} guidelines met.
      </p>
      <ul className="space-y-2">
        {scores.map((score) => (
          <li key={score.rule} data-guideline={score.rule} data-status={score.status}>
            <p className="flex items-center gap-2 text-sm font-medium text-ink">
              <span
                className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${score.status === 'pass' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
              >
                {score.status === 'pass' ? 'Pass' : 'Warn'}
              </span>
              {score.label}
            </p>
            <p className="text-sm text-slate-700">{score.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
