/** The alt text of a library image, validated the same way on upload and on edit. */
import { z } from 'zod';
import { requiredText } from '#lib/content/text-fields.ts';
import { MAX_ALT_LENGTH } from './rules.ts';

/** Alt text: required, because every library image is shown to people who cannot see it. */
export const altText = requiredText('Alt text', MAX_ALT_LENGTH);
export const mediaAltInput = z.object({ alt: altText });
