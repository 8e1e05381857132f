/**
 * The AVIF a card tries before its WebP. Every cover and library variant the build writes as WebP is
 * written as AVIF beside it (`/covers/{section}/{width}/{slug}.webp`, `/media/{id}/{width}.webp`);
 * any other image (a static file, an outside URL) has none. A browser-safe leaf: islands import it.
 */
const BUILT_WEBP = /^\/(?:covers\/[\w-]+\/\d+\/[\w-]+|media\/[0-9a-f-]{36}\/\d+)\.webp$/;

export function avifTwin(src: string): string | null {
  return BUILT_WEBP.test(src) ? `${src.slice(0, -'.webp'.length)}.avif` : null;
}
