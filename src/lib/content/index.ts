export * from './types.ts';
export * from '#lib/posts/queries.ts';
export { readingMinutes } from '#lib/posts/reading-time.ts';
