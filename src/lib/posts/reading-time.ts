const WORDS_PER_MINUTE = 200;

/** Minutes to read: word count / 200, rounded up. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/u).filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}
