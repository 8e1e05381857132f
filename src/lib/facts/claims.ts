/**
 * Which statements on a page state a fact, and whether they state it right. Copy names facts by
 * reference, so pages built from it always agree with Settings; but text written before a change,
 * or where references cannot go (a post's Markdown, a hand-typed number), can still say "$90 per
 * user" after the price became $95. Each claim below names the facts it is about and the phrases
 * that state it: a phrase found on a page must state one of those facts' values, or the page
 * contradicts Settings (docs/page-copy.md, "The contradiction check").
 *
 * Phrases are chosen to be specific to our claims: "$90/user" and "$90 per user from 26 to 99
 * users" are our plans, "$75 to $125 per user" in an article about the market is not, so ranges
 * written with "to" are no per-user price claim. A phrase that also matches other numbers is a bad
 * phrase; the site check runs over the whole built site, so one shows as a failure on a fresh build.
 */
import type { FactName } from './catalog.ts';

export interface Claim {
  /** What is claimed, in the failure message ("the per-user price"). */
  name: string;
  /** The facts a statement of the claim may state. */
  facts: readonly FactName[];
  /** The phrases that state it; the first group holds the stated value or values. */
  phrases: readonly RegExp[];
  /** How stated values compare with the facts: as numbers, phone digits or email addresses. */
  compare: 'number' | 'phone' | 'email';
}

const N = String.raw`\d[\d,]*(?:\.\d+)?`;
const DOLLARS = String.raw`\$${N}`;
const re = (source: string) => new RegExp(source, 'giu');

export const CLAIMS: readonly Claim[] = [
  {
    name: 'the response time',
    facts: ['responseMinutes'],
    phrases: [
      re(String.raw`\b(${N})-minute (?:response|help desk)`),
      re(
        String.raw`\b(?:respond\w*|answer\w*|starts?|on it|request|acknowledged|response) within (${N}) minutes`,
      ),
      re(String.raw`\banswers? in (${N}) minutes`),
    ],
    compare: 'number',
  },
  {
    name: 'the uptime service level',
    facts: ['uptime'],
    phrases: [re(String.raw`\b(${N})% uptime SLA`), re(String.raw`\bfor (${N})% uptime`)],
    compare: 'number',
  },
  {
    name: 'the businesses served',
    facts: ['businessesServed'],
    phrases: [re(String.raw`\b(${N})\+ businesses`)],
    compare: 'number',
  },
  {
    name: 'the per-user price',
    facts: ['price.professional', 'price.enterprise'],
    phrases: [
      re(String.raw`(${DOLLARS})/user`),
      re(String.raw`(${DOLLARS}(?:,? (?:and|or) ${DOLLARS})+) per user`),
      re(String.raw`(${DOLLARS}) per user (?:per month )?(?:from|for) \d+`),
      re(String.raw`\b(?:Professional|Enterprise)(?: is)? (${DOLLARS}) per user`),
      re(String.raw`\b\d+ to \d+ (?:users|people) (${DOLLARS}) per user`),
      // A worked example of our price: "40 users at $90 per user", "users on our Professional plan at $90 per user".
      re(String.raw`\busers (?:on (?:our|the) \w+ plan )?at (${DOLLARS}) per user`),
    ],
    compare: 'number',
  },
  {
    name: 'the Essential plan’s flat price',
    facts: ['price.essential'],
    phrases: [
      re(String.raw`(${DOLLARS})/month`),
      re(String.raw`\bflat (${DOLLARS})`),
      re(String.raw`(${DOLLARS}) (?:a|per) month (?:flat|for (?:teams of )?up to|up to)`),
    ],
    compare: 'number',
  },
  {
    name: 'the Essential plan’s most users',
    facts: ['plans.essentialMaxUsers'],
    phrases: [re(String.raw`\bup to (${N}) (?:users|people)`)],
    compare: 'number',
  },
  {
    name: 'the Professional plan’s users',
    facts: ['plans.professionalMinUsers', 'plans.professionalMaxUsers'],
    phrases: [
      re(String.raw`\b(${N} to ${N}) users`),
      re(String.raw`\b(${N} to ${N}) people(?= \$)`),
    ],
    compare: 'number',
  },
  {
    name: 'the Enterprise plan’s fewest users',
    facts: ['plans.enterpriseMinUsers'],
    phrases: [
      re(String.raw`\b(${N}) (?:users|people) or more`),
      re(String.raw`\bfrom (${N}) users`),
    ],
    compare: 'number',
  },
  {
    name: 'the in-house IT salary',
    facts: ['calculator.itSalary'],
    phrases: [re(String.raw`(${DOLLARS}) salary per year`)],
    compare: 'number',
  },
  {
    name: 'the hourly cost of staff time',
    facts: ['roi.hourlyCost'],
    phrases: [re(String.raw`(${DOLLARS}) (?:per hour )?of staff time`)],
    compare: 'number',
  },
  {
    name: 'the referral reward',
    facts: ['referral.reward'],
    phrases: [
      re(String.raw`\b(${N})% of (?:the|its|their) (?:referred client’s )?annual contract value`),
      re(String.raw`\bearn (${N})% of`),
    ],
    compare: 'number',
  },
  {
    name: 'the review rating',
    facts: ['rating'],
    phrases: [re(String.raw`"ratingValue":(${N})`)],
    compare: 'number',
  },
  {
    name: 'the number of reviews',
    facts: ['reviewCount'],
    phrases: [re(String.raw`"reviewCount":(${N})`)],
    compare: 'number',
  },
  {
    name: 'a phone number',
    facts: ['phone', 'priorityPhone'],
    phrases: [re(String.raw`(\(\d{3}\) \d{3}-\d{4})`), re(String.raw`tel:(\+1\d{10})\b`)],
    compare: 'phone',
  },
  {
    name: 'an email address',
    facts: ['supportEmail', 'salesEmail'],
    phrases: [re(String.raw`\b([\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b`)],
    compare: 'email',
  },
];

/** One statement that contradicts the facts. */
export interface Contradiction {
  claim: string;
  /** The phrase as found on the page. */
  phrase: string;
  /** What the facts say, as the page would show them ("$95 or $75"). */
  expected: string;
}

/** The numbers a stated value holds: "$90 and $75" → [90, 75], "26 to 99" → [26, 99]. */
const numbersIn = (text: string) =>
  Array.from(text.matchAll(/\d[\d,]*(?:\.\d+)?/g), (match) => Number(match[0].replace(/,/g, '')));

const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

function agrees(claim: Claim, stated: string, facts: readonly string[]): boolean {
  switch (claim.compare) {
    case 'phone':
      return facts.some((fact) => digits(fact) === digits(stated));
    case 'email':
      return facts.some((fact) => fact.toLowerCase() === stated.toLowerCase());
    default: {
      const allowed = facts.flatMap(numbersIn);
      return numbersIn(stated).every((value) => allowed.includes(value));
    }
  }
}

/**
 * Every statement in `text` whose value is not one of its claim's facts (`facts`: every reference's
 * text, as catalog.ts's factValues gives them).
 */
export function contradictions(
  text: string,
  facts: Readonly<Record<string, string>>,
  claims: readonly Claim[] = CLAIMS,
): Contradiction[] {
  return claims.flatMap((claim) => {
    const values = claim.facts.map((name) => facts[name] ?? '');
    return claim.phrases.flatMap((phrase) =>
      Array.from(text.matchAll(phrase))
        .filter((match) => !agrees(claim, match[1] ?? '', values))
        .map((match) => ({ claim: claim.name, phrase: match[0], expected: values.join(' or ') })),
    );
  });
}
