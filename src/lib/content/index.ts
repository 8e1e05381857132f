export * from './types.ts';
export * from './queries.ts';
export { readingMinutes } from './reading-time.ts';
