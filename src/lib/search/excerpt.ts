/**
 * Pagefind's excerpts are escaped text with <mark> around the matched words. The dialog renders them
 * as text nodes and <mark> elements, never as HTML, so nothing else in an excerpt can become markup.
 */
// Escaped text uses only the five XML character references and numeric ones: the XML decoder reads
// them all without shipping the HTML table of 2,000 names to the browser (13 KB gzip).
import { decodeXML } from 'entities/decode';

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** The excerpt as plain text runs, marked or not; any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else {
      const text = decodeXML(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}
