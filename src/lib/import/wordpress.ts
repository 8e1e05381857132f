/**
 * A WordPress site moving in (docs/moving-in-and-out.md): its export (WXR) and, optionally, a ZIP
 * of its wp-content/uploads folder become posts, library images, topics and redirects, in two
 * halves an import job runs (open.ts, jobs.ts):
 *
 * - `planWordPress` (wp-plan.ts) decides, with what the database holds, what each item becomes:
 *   the dry run the admin reads and the list of items an import runs;
 * - `applyWordPressItem` (wp-apply.ts) imports one item, checking again what the dry run checked.
 *
 * The rules both read (statuses, identity, old addresses, search fields) are in wp-model.ts.
 */
export { planWordPress } from './wp-plan.ts';
export { applyWordPressItem } from './wp-apply.ts';
export {
  itemKey,
  seoFieldsOf,
  statusFor,
  wordpressSourceKey,
  type WordPressItem,
  type WordPressPlan,
  type WordPressSource,
} from './wp-model.ts';
