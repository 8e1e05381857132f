/** The downloaded file's name: the title lower-cased, non-alphanumerics turned into hyphens, plus .md. */

export function markdownFilename(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'article'}.md`;
}
