/**
 * Pagefind's excerpts are escaped text with <mark> around the matched words. The dialog renders them
 * as text nodes and <mark> elements, never as HTML, so nothing else in an excerpt can become markup.
 */
import { decodeEntities } from '#lib/text/html-entities.ts';
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

// Re-exported for the callers that read excerpts or tags and their text.
export { decodeEntities };

/** The excerpt as plain text runs, marked or not; any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}
