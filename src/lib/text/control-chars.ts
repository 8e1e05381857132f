/**
 * Control characters that have no place in text people type: NUL and the other C0 controls except
 * tab, line feed and carriage return, DEL and the C1 controls. Postgres refuses NUL in text outright,
 * and the rest hide in spreadsheets, email headers and terminals.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasForbiddenControl(text: string): boolean {
  return FORBIDDEN_CONTROL.test(text);
}

/** The 400 message for a field that holds one. */
export function controlCharMessage(label: string): string {
  return `${label} contains a control character (such as NUL); remove it and try again.`;
}
