/** Every preview answer, content or refusal: private, never cached, never indexed. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

export function markAsPreview(headers: Headers): void {
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
}
