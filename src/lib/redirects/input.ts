/** What the admin sends to add or change a redirect: the rules of rules.ts with their messages. */
import { z } from 'zod';
import { hasForbiddenControl, controlCharMessage } from '#lib/text/control-chars.ts';
import {
  parseSource,
  parseTarget,
  REDIRECT_LIMITS,
  REDIRECT_MESSAGES,
  REDIRECT_STATUSES,
  type RedirectSource,
  type RedirectStatus,
} from './rules.ts';

const checked = <T>(
  parse: (text: string) => { ok: true; value: T } | { ok: false; message: string },
  required: string,
) =>
  z.string({ error: required }).transform((text, context) => {
    const result = parse(text);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

export const redirectInput = z.object({
  /** The old address: a path on this site, with an optional query (`/?p=123`). */
  from: checked<RedirectSource>(parseSource, REDIRECT_MESSAGES.sourceRequired),
  /** A path on this site or an https address. */
  to: checked<string>(parseTarget, REDIRECT_MESSAGES.targetRequired),
  /** 301: moved for good (search engines move the page's standing); 302: for now. */
  status: z
    .union([z.number(), z.string()])
    .transform(Number)
    .refine(
      (value): value is RedirectStatus => (REDIRECT_STATUSES as readonly number[]).includes(value),
      REDIRECT_MESSAGES.status,
    )
    .default(301),
  /** Why it is there, for the next person. */
  note: z
    .string()
    .trim()
    .max(REDIRECT_LIMITS.note, REDIRECT_MESSAGES.noteLength)
    .refine(
      (value) => !hasForbiddenControl(value, 'single-line'),
      controlCharMessage('Note', 'single-line'),
    )
    .default(''),
});

export type RedirectInput = z.input<typeof redirectInput>;
export type ValidRedirectInput = z.output<typeof redirectInput>;
