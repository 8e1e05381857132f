/**
 * Optional page analytics, by configuration only (README "Configuration"): Plausible or Umami,
 * self-hosted or their cloud. Unset (the default), no page loads anything and the CSP allows nothing
 * more. Set, indexable pages load the provider's script from its own origin (an external file, so
 * no page's JavaScript budget grows), and the CSP's script-src and connect-src name exactly that
 * origin: the script is fetched from it and reports page views back to it.
 */
import { loadEnv, type Env, type EnvSource } from './env.ts';

export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/** The providers' cloud scripts, used when ANALYTICS_SCRIPT_URL is not set. */
export const DEFAULT_SCRIPT_URLS: Record<AnalyticsProvider, string> = {
  plausible: 'https://plausible.io/js/script.js',
  umami: 'https://cloud.umami.is/script.js',
};

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  scriptUrl: string;
  /** The script's origin: what the CSP allows, for script-src and connect-src. */
  origin: string;
  /** The `data-*` attributes the provider's script tag carries. */
  attributes: Record<string, string>;
}

type AnalyticsEnv = Pick<
  Env,
  | 'ANALYTICS_PROVIDER'
  | 'ANALYTICS_DOMAIN'
  | 'ANALYTICS_SCRIPT_URL'
  | 'ANALYTICS_WEBSITE_ID'
  | 'SITE_URL'
>;

export class AnalyticsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsConfigError';
  }
}

/** The analytics these settings describe, or null when none is configured; throws on a setting that makes no sense. */
export function analyticsSettings(env: AnalyticsEnv): AnalyticsSettings | null {
  const provider = env.ANALYTICS_PROVIDER;
  if (!provider) {
    const stray = (
      ['ANALYTICS_DOMAIN', 'ANALYTICS_SCRIPT_URL', 'ANALYTICS_WEBSITE_ID'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      throw new AnalyticsConfigError(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but ANALYTICS_PROVIDER is not: set it to plausible or umami, or leave them all unset for no analytics.`,
      );
    }
    return null;
  }
  const scriptUrl = env.ANALYTICS_SCRIPT_URL ?? DEFAULT_SCRIPT_URLS[provider];
  const origin = new URL(scriptUrl).origin;
  if (provider === 'plausible') {
    const domain = env.ANALYTICS_DOMAIN ?? (env.SITE_URL && new URL(env.SITE_URL).hostname);
    if (!domain) {
      throw new AnalyticsConfigError(
        'ANALYTICS_PROVIDER=plausible needs the site’s domain as Plausible knows it: set ANALYTICS_DOMAIN (or SITE_URL).',
      );
    }
    return { provider, scriptUrl, origin, attributes: { 'data-domain': domain } };
  }
  if (!env.ANALYTICS_WEBSITE_ID) {
    throw new AnalyticsConfigError(
      'ANALYTICS_PROVIDER=umami needs ANALYTICS_WEBSITE_ID, the website id Umami shows in its settings.',
    );
  }
  return {
    provider,
    scriptUrl,
    origin,
    attributes: {
      'data-website-id': env.ANALYTICS_WEBSITE_ID,
      // Umami counts only visits on these domains when given (not a preview or a local build).
      ...(env.ANALYTICS_DOMAIN && { 'data-domains': env.ANALYTICS_DOMAIN }),
    },
  };
}

const READS = [
  'ANALYTICS_PROVIDER',
  'ANALYTICS_DOMAIN',
  'ANALYTICS_SCRIPT_URL',
  'ANALYTICS_WEBSITE_ID',
  'SITE_URL',
] as const satisfies readonly (keyof AnalyticsEnv)[];

/**
 * The analytics of this process's environment. Only the variables it reads are checked, so a build
 * is not stopped by a variable only the server reads (the server checks those at its start).
 */
export const analyticsFromEnv = (source: EnvSource = process.env) =>
  analyticsSettings(loadEnv(Object.fromEntries(READS.map((name) => [name, source[name]]))));

/** What the CSP adds for analytics: the script's origin, or nothing. */
export const analyticsSources = (settings: AnalyticsSettings | null): string[] =>
  settings ? [settings.origin] : [];
