/**
 * Where a lead came from: the visit's first page and referrer (first-touch.ts), the page the form
 * was sent from, the context a tool handed over in the query string (the cross-area contract: /contact?from=security-check&score=35,
 * /contact?from=roi-calculator&employees=50&issues=3&minutes=45, /contact?from=pricing&users=25) and
 * UTM tags. Plain functions without zod, shared by the server and the browser island.
 */

/** Context a tool hands to /contact in the query string (the cross-area query contract). */
export type LeadContext = Record<string, string | number>;

interface NumberParam {
  name: string;
  min: number;
  max: number;
}

const CONTEXT_PARAMS: Record<string, readonly NumberParam[]> = {
  'security-check': [{ name: 'score', min: 0, max: 100 }],
  'roi-calculator': [
    { name: 'employees', min: 10, max: 500 },
    { name: 'issues', min: 1, max: 10 },
    { name: 'minutes', min: 15, max: 120 },
  ],
  pricing: [{ name: 'users', min: 5, max: 200 }],
};

export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
const MAX_UTM_LENGTH = 200;
const MAX_PATH_LENGTH = 300;

export interface LeadOrigin {
  /** Path of the page the form was sent from, without the query. */
  sourcePage: string | null;
  /** Path of the visit's first page (first-touch.ts), without the query; null when not known. */
  landingPage: string | null;
  /** Host of the site that sent the visitor to that first page; null for none or not known. */
  referrerHost: string | null;
  context: LeadContext;
  /** The landing page's UTM tags; the form page's when the landing page carried none or is not known. */
  utm: Record<string, string>;
}

/** What a lead form's hidden first-touch fields carried (first-touch.ts), unchecked. */
export interface FirstTouchFields {
  landing?: string | null | undefined;
  referrer?: string | null | undefined;
}

// A host as browsers send it: letters, digits, dots and hyphens, and a port.
const HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::\d{1,5})?$/;

/** The referrer field's host, lower-cased; null for anything that is not a host. */
export function referrerHost(value: string | null | undefined): string | null {
  const host = value?.trim().toLowerCase() ?? '';
  return HOST.test(host) ? host : null;
}

/** The landing field's path and UTM tags; null for anything that is not a path on this site. */
function landingOf(
  value: string | null | undefined,
): { path: string; utm: Record<string, string> } | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    return { path: url.pathname.slice(0, MAX_PATH_LENGTH), utm: leadUtm(url.searchParams) };
  } catch {
    return null;
  }
}

/** The tool context from a query string: known tools and in-range whole numbers only; the rest is dropped. */
export function leadContext(params: URLSearchParams): LeadContext {
  const from = params.get('from') ?? '';
  const expected = Object.hasOwn(CONTEXT_PARAMS, from) ? CONTEXT_PARAMS[from] : undefined;
  if (!expected) return {};
  const context: LeadContext = { from };
  for (const { name, min, max } of expected) {
    const raw = params.get(name)?.trim() ?? '';
    if (!/^\d{1,6}$/.test(raw)) continue;
    const value = Number(raw);
    if (value >= min && value <= max) context[name] = value;
  }
  return context;
}

export function leadUtm(params: URLSearchParams): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const name of UTM_PARAMS) {
    const value = params
      .get(name)
      ?.replace(/\p{Cc}/gu, ' ')
      .trim();
    if (value) utm[name] = value.slice(0, MAX_UTM_LENGTH);
  }
  return utm;
}

/** The form page's path, tool context and UTM tags, when `page` is a page of the site. */
function formPageOf(
  page: string | null | undefined,
  origins: readonly string[],
): Pick<LeadOrigin, 'sourcePage' | 'context' | 'utm'> | null {
  if (!page || origins[0] === undefined) return null;
  let url: URL;
  try {
    url = new URL(page, origins[0]);
  } catch {
    return null;
  }
  if (!origins.some((origin) => new URL(origin).origin === url.origin)) return null;
  return {
    sourcePage: url.pathname.slice(0, MAX_PATH_LENGTH),
    context: leadContext(url.searchParams),
    utm: leadUtm(url.searchParams),
  };
}

/**
 * Where the lead came from: the form page's URL (the island sends it as `page`; a plain form post
 * carries it in its Referer), whose query holds a tool's context, and the visit's first touch (the
 * form's hidden `landing` and `referrer` fields, which the layout's script fills; a form sent
 * without JavaScript has none). Only pages of the site count: `siteOrigins` are the origins it is
 * served on (the one the request was addressed to first, then the public SITE_URL). The UTM tags are
 * the first touch's: the form page's count only when the landing page carried none or is not known.
 */
export function leadOrigin(
  page: string | null | undefined,
  siteOrigins: string | readonly string[],
  touch: FirstTouchFields = {},
): LeadOrigin {
  const origins = typeof siteOrigins === 'string' ? [siteOrigins] : siteOrigins;
  const form = formPageOf(page, origins) ?? { sourcePage: null, context: {}, utm: {} };
  const landing = landingOf(touch.landing);
  return {
    ...form,
    landingPage: landing?.path ?? null,
    referrerHost: landing ? referrerHost(touch.referrer) : null,
    utm: landing && Object.keys(landing.utm).length > 0 ? landing.utm : form.utm,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The context in words, e.g. "Security Check score of 35/100"; null when there is none. */
export function describeContext(context: LeadContext): string | null {
  const n = (key: string) => (typeof context[key] === 'number' ? context[key] : undefined);
  switch (context.from) {
    case 'security-check': {
      const score = n('score');
      return score === undefined
        ? 'Security Check results'
        : `Security Check score of ${score}/100`;
    }
    case 'roi-calculator': {
      const parts = [
        n('employees') !== undefined && plural(n('employees') ?? 0, 'employee', 'employees'),
        n('issues') !== undefined &&
          `${plural(n('issues') ?? 0, 'IT issue', 'IT issues')} per employee per week`,
        n('minutes') !== undefined && `${n('minutes') ?? 0} minutes lost per issue`,
      ].filter((part): part is string => typeof part === 'string');
      return parts.length > 0
        ? `ROI Calculator inputs (${parts.join(', ')})`
        : 'ROI Calculator inputs';
    }
    case 'pricing': {
      const users = n('users');
      return users === undefined
        ? 'Pricing Calculator estimate'
        : `Pricing Calculator estimate for ${plural(users, 'user', 'users')}`;
    }
    default:
      return null;
  }
}
