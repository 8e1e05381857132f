/**
 * The post's search and social settings: an optional meta title and description with live counters,
 * and previews of the search result and the social card they make. Over a limit is a warning while
 * typing; the server refuses it on save.
 */
import { adminImageSrc } from './media-api.ts';
import { site } from '#config/site.ts';
import {
  countLength,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  metaDescriptionOf,
  metaTitleOf,
} from '#lib/seo/meta-text.ts';
import type { PostFields } from './api.ts';

type SeoKey = 'metaTitle' | 'metaDescription';

interface Props {
  fields: PostFields;
  errors: Record<string, string>;
  onChange: (key: SeoKey, value: string) => void;
}

const FIELDS: { key: SeoKey; label: string; max: number; rows?: number; fallback: string }[] = [
  { key: 'metaTitle', label: 'Meta title', max: META_TITLE_MAX, fallback: 'the title' },
  {
    key: 'metaDescription',
    label: 'Meta description',
    max: META_DESCRIPTION_MAX,
    rows: 3,
    fallback: 'the excerpt, shortened to 160 characters',
  },
];

export function SeoFields({ fields, errors, onChange }: Props) {
  const title = `${metaTitleOf(fields.metaTitle, fields.title) || 'Post title'} | ${site.brand}`;
  const description =
    metaDescriptionOf(fields.metaDescription, fields.excerpt) || 'The excerpt appears here.';
  const host = typeof window === 'undefined' ? '' : window.location.host;
  const path = `/insights/${fields.slug || '…'}`;

  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-800">Search and social</legend>
      {FIELDS.map(({ key, label, max, rows, fallback }) => {
        const count = countLength(fields[key], max);
        const id = `post-${key}`;
        const describedBy = [`${id}-count`, `${id}-hint`, errors[key] && `${id}-error`]
          .filter(Boolean)
          .join(' ');
        const common = {
          id,
          name: key,
          value: fields[key],
          'aria-describedby': describedBy,
          'aria-invalid': count.over || errors[key] ? true : undefined,
          className: 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2',
        } as const;
        return (
          <div key={key}>
            <div className="flex items-baseline justify-between gap-3">
              <label htmlFor={id} className="font-medium text-slate-800">
                {label} <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <span
                id={`${id}-count`}
                data-count-over={count.over || undefined}
                className={`text-sm tabular-nums ${count.over ? 'font-semibold text-red-700' : 'text-slate-600'}`}
              >
                {count.text}
              </span>
            </div>
            {rows ? (
              <textarea rows={rows} {...common} onChange={(e) => onChange(key, e.target.value)} />
            ) : (
              <input type="text" {...common} onChange={(e) => onChange(key, e.target.value)} />
            )}
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
              {count.over
                ? `Too long: search results cut it after ${max} characters. Shorten it to save.`
                : `Leave empty to use ${fallback}.`}
            </p>
            {errors[key] && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {errors[key]}
              </p>
            )}
          </div>
        );
      })}
      {/* One column of at least nothing: a long address is cut, not pushed past a phone's width. */}
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
            {fields.coverImageUrl.startsWith('/') && (
              <img
                src={adminImageSrc(fields.coverImageUrl)}
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
    </fieldset>
  );
}
