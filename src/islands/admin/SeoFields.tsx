/**
 * The post's search and social settings: an optional meta title and description with live counters,
 * and previews of the search result and the social card they make. Over a limit is a warning while
 * typing; the server refuses it on save.
 */
import { SearchSocialPreview } from './SearchSocialPreview.tsx';
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
      <SearchSocialPreview
        path={path}
        title={title}
        description={description}
        image={fields.coverImageUrl}
      />
    </fieldset>
  );
}
