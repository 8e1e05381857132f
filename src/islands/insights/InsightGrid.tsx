/** @jsxImportSource preact */
/** A 3-column grid of insight cards, skeletons while loading, or the empty state. */
import type { InsightCardData } from '#lib/insights/cards.ts';
import { InsightCard, InsightCardSkeleton } from './InsightCard.tsx';

export const SKELETON_CARDS = 3;

export const EMPTY_STATE = {
  title: 'No posts found',
  text: 'Try adjusting your filters or check back later for new content.',
} as const;

const GRID = 'grid gap-8 md:grid-cols-2 lg:grid-cols-3';

export function InsightGrid({
  cards,
  loading = false,
  level = 3,
}: {
  cards: readonly InsightCardData[];
  loading?: boolean;
  level?: 2 | 3;
}) {
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <span class="sr-only">Loading posts…</span>
        <ul class={GRID}>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <InsightCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (cards.length === 0) {
    return (
      <div class="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
        <p class="text-xl font-semibold text-ink">{EMPTY_STATE.title}</p>
        <p class="mt-2 text-slate-600">{EMPTY_STATE.text}</p>
      </div>
    );
  }
  return (
    <ul class={GRID}>
      {cards.map((card) => (
        <li key={card.slug}>
          <InsightCard card={card} level={level} />
        </li>
      ))}
    </ul>
  );
}
