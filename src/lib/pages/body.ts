/** What the admin sends to save, preview or share a page document: the document, whole. */
import { z } from 'zod';

/** The largest page document a save may send: the longest page's copy is about 12 KB. */
export const PAGE_DOCUMENT_BODY_BYTES = 256 * 1024;

export const pageDocumentBody = z.object({
  document: z.record(z.string(), z.unknown(), { error: 'Send the page’s fields as an object.' }),
});
