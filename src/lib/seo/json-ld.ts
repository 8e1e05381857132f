/** Typed builders for every structured-data kind the site publishes. */
import type {
  Article,
  BreadcrumbList,
  FAQPage,
  LocalBusiness,
  Service,
  SoftwareApplication,
  WebPage,
  WithContext,
} from 'schema-dts';

export interface BusinessFacts {
  brand: string;
  description: string;
  url: string;
  telephone: string;
  email: string;
  logo: string;
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  areaServed: string;
  rating: { value: number; count: number };
  priceRange: string;
}

const ALL_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

function businessCore(facts: BusinessFacts) {
  return {
    name: facts.brand,
    description: facts.description,
    url: facts.url,
    telephone: facts.telephone,
    email: facts.email,
    logo: facts.logo,
    image: facts.logo,
    priceRange: facts.priceRange,
    address: { '@type': 'PostalAddress', ...facts.address },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: facts.rating.value,
      reviewCount: facts.rating.count,
      // bestRating is left out: schema.org assumes 5.
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...ALL_DAYS],
      opens: '00:00',
      closes: '23:59',
    },
  } as const;
}

/** The provider as a local business: rated, open around the clock, serving its home area. */
export function localBusiness(
  facts: BusinessFacts,
  areaServed = facts.areaServed,
): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${facts.url}#business`,
    ...businessCore(facts),
    areaServed: { '@type': 'State', name: areaServed },
  };
}

/** A city landing page's business: same company, served area narrowed to the city. */
export function cityLocalBusiness(
  facts: BusinessFacts,
  city: { city: string; state: string; url: string },
): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${city.url}#business`,
    ...businessCore(facts),
    name: `${facts.brand} — ${city.city}, ${city.state}`,
    url: city.url,
    areaServed: {
      '@type': 'City',
      name: city.city,
      containedInPlace: { '@type': 'State', name: city.state },
    },
  };
}

export function service(input: {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  provider: BusinessFacts;
  areaServed?: string;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType,
    areaServed: input.areaServed ?? input.provider.areaServed,
    provider: {
      '@type': 'LocalBusiness',
      '@id': `${input.provider.url}#business`,
      name: input.provider.brand,
    },
  };
}

/** A page that is neither one service nor an article (a composed campaign page). */
export function webPage(input: {
  name: string;
  description: string;
  url: string;
}): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: input.url,
  };
}

export function article(input: {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  publisher: BusinessFacts;
  keywords?: readonly string[];
}): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Organization', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: input.publisher.brand,
      logo: { '@type': 'ImageObject', url: input.publisher.logo },
    },
    ...(input.keywords && input.keywords.length > 0 && { keywords: input.keywords.join(', ') }),
  };
}

export function breadcrumbList(
  items: readonly { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** A free in-browser tool (calculators, security check): priced at 0 USD. */
export function freeSoftwareTool(input: {
  name: string;
  description: string;
  url: string;
  category?: string;
}): WithContext<SoftwareApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    applicationCategory: input.category ?? 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

export function faqPage(
  entries: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Serializes JSON-LD for a <script> element; `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
