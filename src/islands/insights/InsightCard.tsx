/** @jsxImportSource preact */
/** An insight card on /insights: cover, date, minutes to read, title, excerpt, tags. */
import type { InsightCardData } from '#lib/insights/cards.ts';
import { formatDate, isoDate } from '#lib/text/format-date.ts';
import { CoverImage } from './CoverImage.tsx';

export function InsightCard({ card, level = 3 }: { card: InsightCardData; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const tags = [
    ...(card.audience ? [{ ...card.audience, kind: 'Audience' }] : []),
    ...card.topics.map((topic) => ({ ...topic, kind: 'Topic' })),
  ];
  return (
    <article class="card relative flex h-full flex-col overflow-hidden p-0 transition-shadow hover:shadow-md">
      <CoverImage src={card.cover} />
      <div class="flex flex-1 flex-col p-6">
        <p class="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <time dateTime={isoDate(card.date)}>{formatDate(card.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{card.minutes} min read</span>
        </p>
        <Heading class="mt-3 text-xl font-semibold text-ink">
          <a
            href={`/insights/${card.slug}`}
            class="after:absolute after:inset-0 hover:text-brand-800"
          >
            {card.title}
          </a>
        </Heading>
        <p class="mt-3 flex-1 text-slate-600">{card.excerpt}</p>
        {tags.length > 0 && (
          <ul class="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {tags.map((tag) => (
              <li
                key={`${tag.kind}-${tag.slug}`}
                class={`rounded-full px-3 py-1 text-xs font-semibold ${tag.kind === 'Audience' ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
              >
                <span class="sr-only">{tag.kind}: </span>
                {tag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** A grey stand-in with the card's shape while the index loads. */
export function InsightCardSkeleton() {
  return (
    <div
      class="card flex h-full animate-pulse flex-col overflow-hidden p-0"
      data-skeleton
      aria-hidden="true"
    >
      <div class="aspect-[40/21] bg-slate-200" />
      <div class="space-y-3 p-6">
        <div class="h-4 w-1/3 rounded bg-slate-200" />
        <div class="h-6 w-5/6 rounded bg-slate-200" />
        <div class="h-4 w-full rounded bg-slate-200" />
        <div class="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
