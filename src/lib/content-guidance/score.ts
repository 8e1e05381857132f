/**
 * Scores a post against the measured content guidelines (rules.ts), live in the editor: each rule
 * passes or warns, with the number it counted. Counts are made on the body as the site renders it
 * (Markdown syntax, link addresses and code blocks are not words). Browser-safe.
 */
import { Lexer, type Token } from 'marked';
import { CONTENT_GUIDELINES, type MeasuredRule } from './rules.ts';

export interface GuidanceInput {
  /** The body, Markdown. */
  markdown: string;
  metaDescription: string;
  focusKeyword: string;
  /** Host names that are this site (a link to one is internal): its own host when it is served. */
  siteHosts?: readonly string[];
}

export interface RuleScore {
  rule: MeasuredRule;
  label: string;
  status: 'pass' | 'warn';
  /** What was counted (a percentage for the keyword density, to one decimal); null when nothing could be. */
  value: number | null;
  /** The number and the target, in words: "1,240 words; aim for 1,500-2,500". */
  summary: string;
}

export interface BodyCounts {
  words: string[];
  internalLinks: number;
  externalSources: number;
}

const WORD = /[\p{L}\p{N}]/u;

/** Splits text into words: runs without whitespace that hold a letter or a digit. */
export const wordsOf = (text: string): string[] =>
  text.split(/\s+/u).filter((word) => WORD.test(word));

type LinkKind = 'internal' | 'external' | null;

function linkKind(href: string, siteHosts: readonly string[]): LinkKind {
  if (/^\/(?!\/)/.test(href)) return 'internal';
  const match = /^https?:\/\/([^/?#:]+)/i.exec(href);
  if (!match) return null;
  const host = match[1]!.toLowerCase().replace(/^www\./, '');
  return siteHosts.some((own) => own.toLowerCase().replace(/^www\./, '') === host)
    ? 'internal'
    : 'external';
}

/** The body's words and its distinct internal and external link addresses. */
export function countBody(markdown: string, siteHosts: readonly string[] = []): BodyCounts {
  const text: string[] = [];
  const internal = new Set<string>();
  const external = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'code' || token.type === 'html' || token.type === 'space') continue;
      if (token.type === 'link') {
        const kind = linkKind(token.href, siteHosts);
        if (kind === 'internal') internal.add(token.href.replace(/#.*$/, ''));
        if (kind === 'external') external.add(token.href);
      }
      if (token.type === 'image') continue;
      if ('tokens' in token && token.tokens) visit(token.tokens);
      else if (token.type === 'list') visit(token.items);
      else if ('text' in token && typeof token.text === 'string') text.push(token.text);
      // Block tokens end a word even when their text does not.
      text.push(' ');
    }
  };
  visit(Lexer.lex(markdown, { gfm: true, breaks: true }));
  return {
    words: wordsOf(text.join('')),
    internalLinks: internal.size,
    externalSources: external.size,
  };
}

const normalized = (word: string) =>
  word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** How many times the keyword's words occur in a row in `words` (case and punctuation ignored). */
export function keywordOccurrences(words: readonly string[], keyword: string): number {
  const phrase = wordsOf(keyword).map(normalized).filter(Boolean);
  if (phrase.length === 0) return 0;
  const plain = words.map(normalized);
  let found = 0;
  for (let i = 0; i + phrase.length <= plain.length; i += 1) {
    if (phrase.every((word, j) => plain[i + j] === word)) {
      found += 1;
      i += phrase.length - 1;
    }
  }
  return found;
}

const number = (value: number) => value.toLocaleString('en-US');

function targetText(min: number | undefined, max: number, unit: string): string {
  const suffix = unit === '%' ? '%' : ` ${unit}`;
  return min === undefined
    ? `at most ${number(max)}${suffix}`
    : `aim for ${number(min)}-${number(max)}${suffix}`;
}

/** One score per measured guideline, in the table's order. */
export function scoreContent(input: GuidanceInput): RuleScore[] {
  const body = countBody(input.markdown, input.siteHosts);
  const keyword = input.focusKeyword.trim();
  const description = input.metaDescription.trim();
  const density =
    keyword && body.words.length > 0
      ? Math.round((keywordOccurrences(body.words, keyword) / body.words.length) * 1000) / 10
      : null;
  const measured: Record<MeasuredRule, number | null> = {
    words: body.words.length,
    internalLinks: body.internalLinks,
    externalSources: body.externalSources,
    keywordDensity: density,
    metaDescription: description ? description.length : null,
  };
  return CONTENT_GUIDELINES.flatMap(({ measure }) => {
    if (!measure) return [];
    const { rule, label, min, max, unit } = measure;
    const value = measured[rule];
    const target = targetText(min, max, unit);
    const within = value !== null && (min === undefined || value >= min) && value <= max;
    let summary: string;
    if (value !== null) {
      const counted = value === 1 ? unit.replace(/s$/, '') : unit;
      const shown = unit === '%' ? `${value}%` : `${number(value)} ${counted}`;
      summary = `${shown}; ${target}`;
    } else if (rule === 'keywordDensity') {
      summary = keyword
        ? `No words to count yet; ${target}`
        : `Set a focus keyword to measure it; ${target}`;
    } else {
      summary = `None: search results show the excerpt instead; write one of ${target}`;
    }
    return [{ rule, label, status: within ? 'pass' : 'warn', value, summary }];
  });
}
