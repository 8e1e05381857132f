/** The cards and questions that location and industry pages are built from, validated alike everywhere. */
import { z } from 'zod';
import { ICON_NAMES } from '#lib/brand/icon-names.ts';
import { requiredText } from './text-fields.ts';
import { isAllowedLink, LINK_MESSAGES } from '#lib/text/link-target.ts';

const iconName = z.enum(ICON_NAMES, { error: 'Choose an icon from the list.' });

export const card = z.object({
  icon: iconName,
  title: requiredText('Title', 100),
  description: requiredText('Description', 400),
});

/** A card that links to another page of this site. */
export const linkedCard = card.extend({
  href: requiredText('Link', 200).refine((href) => isAllowedLink(href, 'site'), LINK_MESSAGES.site),
  linkLabel: requiredText('Link text', 60),
});

export const faq = z.object({
  question: requiredText('Question', 200),
  answer: requiredText('Answer', 1000),
});

/** Between `min` and `max` items, with the page kind in the message ("at least 1 resource link"). */
export const itemCount = <T extends z.ZodType>(
  item: T,
  { min, max }: { min: number; max: number },
  [one, many]: readonly [string, string],
  page: string,
) => {
  const count = (n: number) => `${n} ${n === 1 ? one : many}`;
  return z
    .array(item)
    .min(min, { error: `${page} has at least ${count(min)}.` })
    .max(max, { error: `${page} has at most ${count(max)}.` });
};
