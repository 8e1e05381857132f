/** The library images a composed page shows, from its row: no database, so any module may ask. */
import type { StoredSection } from '#lib/db/json-columns.ts';
import { mediaPathsIn } from '#lib/media/urls.ts';

/** Its social image, the images beside its texts and those inside its texts, in page order. */
export const landingPageImagePaths = (page: {
  socialImage: string | null;
  sections: readonly StoredSection[];
}): string[] => [
  ...(page.socialImage ? [page.socialImage] : []),
  ...page.sections.flatMap(({ type, image, body }) => {
    if (type === 'imageText' && typeof image === 'string') return [image];
    if (type === 'text' && typeof body === 'string') return mediaPathsIn(body);
    return [];
  }),
];
