import { describe, expect, it } from 'vitest';
import {
  analyticsFromEnv,
  analyticsSettings,
  analyticsSources,
  DEFAULT_SCRIPT_URLS,
} from '#config/analytics.ts';
import { loadEnv } from '#config/env.ts';

// Optional page analytics (README "Configuration", src/config/analytics.ts).

const settings = (source: Record<string, string>) => analyticsSettings(loadEnv(source));

describe('analytics settings', () => {
  it('is off unless a provider is set', () => {
    expect(settings({})).toBeNull();
    expect(settings({ ANALYTICS_PROVIDER: ' ' })).toBeNull();
    expect(analyticsSources(null)).toEqual([]);
  });

  it.each([
    [
      'Plausible cloud, the domain from SITE_URL',
      { ANALYTICS_PROVIDER: 'plausible', SITE_URL: 'https://www.northbeam.example' },
      {
        provider: 'plausible',
        scriptUrl: DEFAULT_SCRIPT_URLS.plausible,
        origin: 'https://plausible.io',
        attributes: { 'data-domain': 'www.northbeam.example' },
      },
    ],
    [
      'Plausible self-hosted, its own domain setting',
      {
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_DOMAIN: 'northbeam.example',
        ANALYTICS_SCRIPT_URL: 'https://stats.northbeam.example/js/script.js',
      },
      {
        provider: 'plausible',
        scriptUrl: 'https://stats.northbeam.example/js/script.js',
        origin: 'https://stats.northbeam.example',
        attributes: { 'data-domain': 'northbeam.example' },
      },
    ],
    [
      'Umami cloud',
      { ANALYTICS_PROVIDER: 'umami', ANALYTICS_WEBSITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409' },
      {
        provider: 'umami',
        scriptUrl: DEFAULT_SCRIPT_URLS.umami,
        origin: 'https://cloud.umami.is',
        attributes: { 'data-website-id': '94db1cb1-74f4-4a40-ad6c-962362670409' },
      },
    ],
    [
      'Umami self-hosted on a port, counting one domain',
      {
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_WEBSITE_ID: 'site-1',
        ANALYTICS_DOMAIN: 'www.northbeam.example',
        ANALYTICS_SCRIPT_URL: 'https://umami.northbeam.example:8443/script.js',
      },
      {
        provider: 'umami',
        scriptUrl: 'https://umami.northbeam.example:8443/script.js',
        origin: 'https://umami.northbeam.example:8443',
        attributes: { 'data-website-id': 'site-1', 'data-domains': 'www.northbeam.example' },
      },
    ],
  ])('%s', (_case, source, expected) => {
    const result = settings(source);
    expect(result).toEqual(expected);
    expect(analyticsSources(result)).toEqual([expected.origin]);
  });

  it.each([
    [{ ANALYTICS_PROVIDER: 'google' }, 'ANALYTICS_PROVIDER="google": must be plausible or umami'],
    [
      { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'http://plausible.io/js/script.js' },
      'ANALYTICS_SCRIPT_URL="http://plausible.io/js/script.js": must be an https URL',
    ],
    [{ ANALYTICS_PROVIDER: 'umami' }, 'ANALYTICS_PROVIDER=umami needs ANALYTICS_WEBSITE_ID'],
    [{ ANALYTICS_PROVIDER: 'plausible' }, 'set ANALYTICS_DOMAIN (or SITE_URL)'],
    [
      { ANALYTICS_WEBSITE_ID: 'site-1' },
      'ANALYTICS_WEBSITE_ID is set but ANALYTICS_PROVIDER is not',
    ],
  ])('refuses %j', (source, message) => {
    expect(() => settings(source)).toThrow(message);
  });

  it('reads only its own variables from the environment', () => {
    expect(analyticsFromEnv({ PORT: 'not a port', ANALYTICS_PROVIDER: '' })).toBeNull();
  });
});
