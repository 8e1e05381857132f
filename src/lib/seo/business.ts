/** The site's business facts in the shape the JSON-LD builders take: Settings plus the brand. */
import { site } from '#config/site.ts';
import type { SiteSettings } from '#lib/pages/documents/settings.ts';
import { absoluteUrl } from './meta.ts';
import type { BusinessFacts } from './json-ld.ts';

/**
 * `description` is the site's default description (the Site-wide document), the same text the home
 * page shows search engines.
 */
export function businessFacts(
  siteUrl: string | URL,
  settings: SiteSettings,
  description: string,
): BusinessFacts {
  const { streetAddress, addressLocality, addressRegion, postalCode, areaServed } =
    settings.address;
  return {
    brand: site.brand,
    description,
    url: absoluteUrl('/', siteUrl),
    telephone: settings.contact.phone,
    email: settings.contact.supportEmail,
    logo: absoluteUrl('/logo.png', siteUrl),
    address: {
      streetAddress,
      addressLocality,
      addressRegion,
      postalCode,
      addressCountry: site.addressCountry,
    },
    areaServed,
    rating: { value: settings.claims.rating, count: settings.claims.reviewCount },
    priceRange: site.priceRange,
  };
}
