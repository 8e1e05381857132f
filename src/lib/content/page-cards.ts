/**
 * The cards and questions that location and industry pages are built from, validated alike
 * everywhere. Each field carries the label the admin's form engine shows (src/lib/pages/describe.ts);
 * inside a list, an item's fields read "Highlight 2 title", and a question's "Question 2".
 */
import { z } from 'zod';
import { ICON_NAMES } from '#lib/brand/icon-names.ts';
import { copyText } from './text-fields.ts';
import { isAllowedLink, LINK_MESSAGES } from '#lib/text/link-target.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#lib/seo/meta-text.ts';

const iconName = z
  .enum(ICON_NAMES, { error: 'Choose an icon from the list.' })
  .meta({ kind: 'icon', title: 'Icon' });

export const card = z.object({
  icon: iconName,
  title: copyText('Title', 100).meta({ kind: 'line', title: 'Title' }),
  description: copyText('Description', 400).meta({ kind: 'text', title: 'Description' }),
});

/** A card that links to another page of this site. */
export const linkedCard = card.extend({
  href: copyText('Link', 200)
    .refine((href) => isAllowedLink(href, 'site'), LINK_MESSAGES.site)
    .meta({ kind: 'link', title: 'Link' }),
  linkLabel: copyText('Link text', 60).meta({ kind: 'line', title: 'Link text' }),
});

export const faq = z.object({
  question: copyText('Question', 200).meta({ kind: 'line', title: 'Question', numbered: true }),
  answer: copyText('Answer', 1000).meta({ kind: 'text', title: 'Answer', numbered: true }),
});

/** What a list is called in the form: "Add service", "Service 2 title". */
export interface ListWords {
  label: string;
  item: string;
}

/** Between `min` and `max` items, with the page kind in the message ("at least 1 resource link"). */
export const itemCount = <T extends z.ZodType>(
  item: T,
  { min, max }: { min: number; max: number },
  [one, many]: readonly [string, string],
  page: string,
  words: ListWords,
) => {
  const count = (n: number) => `${n} ${n === 1 ? one : many}`;
  return z
    .array(item)
    .min(min, { error: `${page} has at least ${count(min)}.` })
    .max(max, { error: `${page} has at most ${count(max)}.` })
    .meta({ kind: 'list', title: words.label, itemLabel: words.item });
};

/**
 * A landing page's search title and description, limited as shown (with their facts filled in,
 * checked on save), and its intro.
 */
export const landingPageCopy = () => ({
  metaTitle: copyText('Meta title', 200).meta({
    kind: 'line',
    title: 'Meta title',
    shownMax: META_TITLE_MAX,
  }),
  metaDescription: copyText('Meta description', 400).meta({
    kind: 'text',
    title: 'Meta description',
    shownMax: META_DESCRIPTION_MAX,
  }),
  introText: copyText('Intro', 1200).meta({ kind: 'text', title: 'Intro' }),
});
