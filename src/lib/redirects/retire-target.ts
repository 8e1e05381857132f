/**
 * Where the visitors of a retired page go: the one field of retiring a collection's page
 * (src/lib/collections/retire.ts) or one of the site's own pages (src/lib/pages/retire.ts).
 */
import { z } from 'zod';
import { ContentError } from '#lib/content/errors.ts';
import { parseTarget } from './rules.ts';

export const RETIRE_TARGET_MESSAGES = {
  target: 'Choose where visitors of the old address go: a page of this site or an https address.',
  itself: 'Send visitors somewhere else: that is the address being retired.',
};

export const retireInput = z.object({
  redirectTo: z
    .string({ error: RETIRE_TARGET_MESSAGES.target })
    .trim()
    .min(1, RETIRE_TARGET_MESSAGES.target),
});

/**
 * The target typed in `redirectTo` for the page at `path`: a page of this site or an https
 * address, never the retired address itself (else a refusal on the field).
 */
export function retireTarget(redirectTo: string, path: string): string {
  const target = parseTarget(redirectTo);
  if (!target.ok) throw new ContentError('invalid', target.message, { field: 'redirectTo' });
  if (target.value === path) {
    throw new ContentError('invalid', RETIRE_TARGET_MESSAGES.itself, { field: 'redirectTo' });
  }
  return target.value;
}
