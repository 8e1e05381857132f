/** The categories an insight can carry: the built-in blog's, plus the insights-only one. */
import { BLOG_CATEGORIES } from './blog.ts';

export const INSIGHT_CATEGORIES = [...BLOG_CATEGORIES, 'AI Infrastructure'] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];

/** The company's clock: publish dates are typed, scheduled and shown in New York time. */
export const SITE_TIME_ZONE = 'America/New_York';
