/**
 * The one rule for text people type, shared by every input (contact form, lead notes, posts,
 * taxonomies, locations, industries, media alt text, and every text field built with
 * src/lib/content/text-fields.ts): control characters have no place in it. Postgres refuses NUL in
 * text outright (a 500 before this rule), and the rest hide in spreadsheets, email headers and
 * terminals.
 * - Text that may span lines (a message, a note, a post, an intro) keeps tab, line feed and carriage
 *   return, and refuses NUL, the other C0 controls, DEL and the C1 controls.
 * - A single line (a name that goes into an email header) refuses those and tab, LF and CR too.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export type TextLines = 'multi-line' | 'single-line';

export function hasForbiddenControl(text: string, lines: TextLines = 'multi-line'): boolean {
  return (lines === 'single-line' ? FORBIDDEN_IN_LINE : FORBIDDEN_IN_TEXT).test(text);
}

/** The 400 message for a field that holds one. */
export function controlCharMessage(label: string, lines: TextLines = 'multi-line'): string {
  return lines === 'single-line'
    ? `${label} must be a single line of text.`
    : `${label} contains a control character (such as NUL); remove it and try again.`;
}
