/** Per-section "not found" screens (texts in docs/product-rules.md). The server and Netlify answer unknown paths under a prefix with its page and HTTP 404. */

export interface NotFoundSection {
  /** Path segment of the pre-rendered page: `/404/<key>`. */
  key: string;
  prefixes: readonly string[];
  heading: string;
  text: string;
  link: { label: string; href: string };
}

export const notFoundSections: readonly NotFoundSection[] = [
  {
    key: 'blog',
    prefixes: ['/blog/'],
    heading: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    link: { label: '← Back to Blog', href: '/blog' },
  },
  {
    key: 'insight',
    prefixes: ['/insights/'],
    heading: 'Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    link: { label: '← Back to Insights', href: '/insights' },
  },
  {
    key: 'taxonomy',
    prefixes: ['/persona/', '/journey/', '/topic/'],
    heading: 'Page Not Found',
    text: 'The requested page could not be found.',
    link: { label: '← Back to Insights', href: '/insights' },
  },
  {
    key: 'location',
    prefixes: ['/locations/'],
    heading: 'Location Not Found',
    text: "The location you're looking for doesn't exist.",
    link: { label: '← Contact Us', href: '/contact' },
  },
  {
    key: 'industry',
    prefixes: ['/industries/'],
    heading: 'Industry Not Found',
    text: "The industry page you're looking for doesn't exist.",
    link: { label: '← Contact Us', href: '/contact' },
  },
];

/** The pre-rendered page that answers an unknown path: its section's, or the site-wide `/404`. */
export function notFoundPageFor(pathname: string): string {
  const section = notFoundSections.find((s) =>
    s.prefixes.some((prefix) => pathname.startsWith(prefix)),
  );
  return section ? `/404/${section.key}` : '/404';
}
