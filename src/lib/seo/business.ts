/** The site's business facts in the shape the JSON-LD builders take. */
import { site } from '#config/site.ts';
import { absoluteUrl } from './meta.ts';
import type { BusinessFacts } from './json-ld.ts';

export function businessFacts(siteUrl: string | URL): BusinessFacts {
  return {
    brand: site.brand,
    description: site.defaultDescription,
    url: absoluteUrl('/', siteUrl),
    telephone: site.phone.display,
    email: site.supportEmail,
    logo: absoluteUrl('/logo.png', siteUrl),
    address: { ...site.address },
    areaServed: site.areaServed,
    rating: { ...site.rating },
    priceRange: site.priceRange,
  };
}
