/**
 * The Settings document: the brand facts, claims and prices every page states, each stored once.
 * Copy refers to them (`{responseMinutes}`, `{price.professional}`; src/lib/facts/catalog.ts), the
 * calculators take them as their constants, and the JSON-LD and the footer read them.
 */
import { z } from 'zod';
import { isAllowedLink } from '#lib/text/link-target.ts';
import { group, number } from '#lib/pages/kinds.ts';
import { controlCharMessage, hasForbiddenControl } from '#lib/text/control-chars.ts';

const text = (label: string, max: number, help?: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !hasForbiddenControl(value, 'single-line'), {
      message: controlCharMessage(label, 'single-line'),
    })
    .meta({ kind: 'line', title: label, max, ...(help && { description: help }) });

/** Written as shown on the site; the site dials it as +1 and its ten digits. */
const phone = (label: string) =>
  text(label, 14, 'Written as (860) 555-0100.').regex(
    /^\(\d{3}\) \d{3}-\d{4}$/,
    `${label} must be written like (860) 555-0100.`,
  );

const email = (label: string) =>
  text(label, 120).regex(
    /^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    `${label} must be an email address, such as help@example.com.`,
  );

const httpsAddress = (label: string) =>
  text(label, 300).refine(
    (href) => href.startsWith('https://') && isAllowedLink(href, 'site-or-https'),
    `${label} must be an https:// address.`,
  );

const percent = (label: string, min: number, max: number, help?: string) =>
  number({ label, min, max, step: 0.1, unit: '%', ...(help && { help }) });

const dollars = (label: string, max: number, help?: string) =>
  number({ label, min: 1, max, unit: '$', ...(help && { help }) });

export const settingsSchema = group(
  { label: 'Settings' },
  {
    contact: group(
      {
        label: 'Contact',
        help: 'Shown in the footer, on /contact and wherever copy refers to them.',
      },
      {
        phone: phone('Main phone'),
        priorityPhone: phone('24/7 priority line'),
        supportEmail: email('Support email'),
        salesEmail: email('Sales email'),
        bookingUrl: httpsAddress('Booking link'),
        chatUrl: httpsAddress('Chat link'),
      },
    ),
    address: group(
      { label: 'Office address' },
      {
        streetAddress: text('Street address', 120),
        addressLocality: text('City', 80),
        addressRegion: text('State', 2, 'The two-letter code, such as CT.').regex(
          /^[A-Z]{2}$/,
          'State is the two-letter code, such as CT.',
        ),
        postalCode: text('ZIP code', 10).regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits.'),
        areaServed: text('Home service area', 80, 'The state named in the business’s JSON-LD.'),
      },
    ),
    claims: group(
      { label: 'Claims' },
      {
        responseMinutes: number({
          label: 'Response time promise (minutes)',
          min: 1,
          max: 240,
          help: 'Every page’s “N-minute response”.',
        }),
        uptimePercent: percent('Uptime service level', 90, 100),
        businessesServed: number({
          label: 'Businesses served',
          min: 1,
          max: 1_000_000,
          help: 'The copy adds the “+”.',
        }),
        rating: number({ label: 'Review rating (out of 5)', min: 1, max: 5, step: 0.1 }),
        reviewCount: number({ label: 'Number of reviews', min: 1, max: 1_000_000 }),
      },
    ),
    plans: group(
      { label: 'Plans and prices' },
      {
        essentialPrice: dollars('Essential plan: flat price a month', 100_000),
        essentialMaxUsers: number({ label: 'Essential plan: up to users', min: 1, max: 1000 }),
        professionalPricePerUser: dollars('Professional plan: price per user a month', 10_000),
        enterprisePricePerUser: dollars('Enterprise plan: price per user a month', 10_000),
        enterpriseMinUsers: number({
          label: 'Enterprise plan: from users',
          min: 2,
          max: 10_000,
          help: 'Professional covers the users between the Essential and Enterprise limits.',
        }),
      },
    ).superRefine((plans, context) => {
      if (plans.enterpriseMinUsers <= plans.essentialMaxUsers + 1) {
        context.addIssue({
          code: 'custom',
          path: ['enterpriseMinUsers'],
          message: `Enterprise must start above ${plans.essentialMaxUsers + 1} users, so the Professional plan covers at least one team size.`,
        });
      }
    }),
    pricingCalculator: group(
      { label: 'Pricing calculator', help: 'What an in-house IT team would cost, on /pricing.' },
      {
        usersPerItProfessional: number({
          label: 'Users per in-house IT professional',
          min: 1,
          max: 1000,
        }),
        itSalaryPerYear: dollars('In-house IT salary a year', 1_000_000),
        itOverheadPercent: percent('Overhead on top of salary', 0, 200),
      },
    ),
    roiCalculator: group(
      { label: 'ROI calculator' },
      {
        hourlyCost: dollars('Cost of an hour of staff time', 10_000),
        timeRecoveredPercent: percent('Share of lost time won back', 1, 100),
      },
    ),
    referral: group(
      { label: 'Referral program' },
      {
        rewardPercent: percent('Reward, of the annual contract value', 0.1, 100),
        creditMonths: number({ label: 'Months the reward is credited over', min: 1, max: 60 }),
        exampleContractValue: dollars('Worked example: annual contract', 10_000_000),
      },
    ),
  },
);

export type SiteSettings = z.output<typeof settingsSchema>;
