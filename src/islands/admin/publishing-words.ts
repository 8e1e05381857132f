/**
 * The publishing line's words (docs/product-rules.md, "Publishing"): the state in bold, then what
 * the server says and what the change was, each word said once. The server's messages start with
 * their state ("Saved. The public site rebuilds in a moment.", "Live: the public site was rebuilt
 * in 9 s.") and its changes often do too ("Saved Home"); side by side they read "Saved. Saved.".
 */
import type { PublishStatus } from '#lib/publishing/status.ts';
import { formatSiteTime } from '#lib/time/format-site-time.ts';

export const PUBLISH_LABELS: Record<PublishStatus['state'], string> = {
  idle: 'Up to date',
  saved: 'Saved',
  rebuilding: 'Rebuilding',
  live: 'Live',
  failed: 'Failed',
  off: 'Not public yet',
};

/** "12 s" or "1 min 5 s" since `startedAt`. */
function elapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(startedAt).getTime()) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const startsWithWords = (text: string, words: string) =>
  text.toLowerCase().startsWith(words.toLowerCase()) && !/[a-z]/i.test(text.charAt(words.length));

/** `text` without its first words `words` and the stop after them, capitalized again. */
function without(text: string, words: string): string {
  const rest = text.slice(words.length).replace(/^[.:]\s*/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * The line as a heading (the state) and a detail (the server's message, how long or since when, and
 * the change): a message that starts by restating the state loses those words, or the heading goes
 * when the message already begins with it ("Rebuilding the public site…"); a change that starts
 * with the state's word becomes the heading ("Saved Home."); and a message's first word goes when
 * the change says it ("Saved. Rebuilds are off here…" beside "Saved Home").
 */
export function publishingWords(
  status: PublishStatus,
  now: number,
): { heading: string; detail: string } {
  const word = PUBLISH_LABELS[status.state];
  let heading = `${word}.`;
  let message = status.message;
  let change = status.change ?? '';
  if (/^[.:]/.test(message.slice(word.length)) && startsWithWords(message, word)) {
    message = without(message, word);
  } else if (startsWithWords(message, word)) {
    heading = '';
  }
  if (change && heading && startsWithWords(change, word)) {
    heading = `${change}.`;
    change = '';
  }
  const first = /^([A-Za-z]+)[.:]\s/.exec(message)?.[1];
  if (first && change && startsWithWords(change, first)) message = without(message, first);
  if (status.state === 'rebuilding' && status.startedAt) {
    message = `${message} (${elapsed(status.startedAt, now)})`;
  }
  if (status.state === 'live') {
    message = `${message} Since ${formatSiteTime(new Date(status.updatedAt))}.`;
  }
  return { heading, detail: `${message}${change ? ` ${change}.` : ''}` };
}
