/**
 * SITE_URL and TRUST_PROXY, checked before the server takes the data folder or a port: a wrong value
 * stops the start with a message that names the variable and says what is wrong.
 */
import { parseSiteUrl } from '#lib/http/site-url.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

export interface ProxySettings {
  siteUrl: URL;
  trustProxy: TrustProxy;
}

export function proxySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxySettings {
  return { siteUrl: parseSiteUrl(env.SITE_URL), trustProxy: parseTrustProxy(env.TRUST_PROXY) };
}

export function proxySettingsOrExit(env: NodeJS.ProcessEnv = process.env): ProxySettings {
  try {
    return proxySettingsFromEnv(env);
  } catch (error) {
    console.error(
      `Northbeam IT cannot start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
