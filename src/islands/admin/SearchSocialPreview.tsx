/**
 * How a page shows in a search result and on a social card: its address, its title with the
 * brand, its description and its image. What the post editor and the composed page editor show
 * under their search fields.
 */
import { adminImageSrc } from './media-api.ts';

export function SearchSocialPreview({
  path,
  title,
  description,
  image,
}: {
  path: string;
  /** The whole title as the page's head has it ("… | Brand"). */
  title: string;
  description: string;
  /** A library or site image path; none shows an empty card. */
  image: string | null;
}) {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    // One column of at least nothing: a long address is cut, not pushed past a phone's width.
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <figure data-snippet-preview className="rounded-lg border border-slate-200 bg-white p-4">
        <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Search result
        </figcaption>
        <p className="mt-2 truncate text-sm text-slate-700">
          {host}
          {path}
        </p>
        <p className="mt-1 text-lg leading-snug text-blue-800" data-snippet-title>
          {title}
        </p>
        <p className="mt-1 text-sm text-slate-700" data-snippet-description>
          {description}
        </p>
      </figure>
      <figure
        data-social-preview
        className="overflow-hidden rounded-lg border border-slate-200 bg-white"
      >
        <figcaption className="px-4 pt-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Social card
        </figcaption>
        <div className="mt-2 aspect-[1200/630] bg-slate-100">
          {image?.startsWith('/') && (
            <img
              src={adminImageSrc(image)}
              alt=""
              width={1200}
              height={630}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="space-y-1 p-4">
          <p className="text-xs text-slate-600 uppercase">{host}</p>
          <p className="font-semibold text-ink">{title}</p>
          <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
        </div>
      </figure>
    </div>
  );
}
