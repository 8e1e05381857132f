/**
 * What an uploaded file really is, read from its first bytes (its "magic number"), never from its
 * name or the type the browser claimed. Only raster formats a browser shows are accepted: SVG is
 * refused by name because it can carry scripts.
 */

export const IMAGE_TYPES = {
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'image/avif': { extension: 'avif', label: 'AVIF' },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export type Detection = { ok: true; type: ImageType } | { ok: false; reason: 'svg' | 'unknown' };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands that mean AVIF (a still image or an image sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The brands of an ISO-BMFF `ftyp` box: the major brand and the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return [];
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands;
}

/** Text that opens like an SVG document (after a BOM, whitespace, an XML declaration or comments). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!--')) && head.includes('<svg'))
  );
}

export function detectImageType(bytes: Uint8Array): Detection {
  if (startsWith(bytes, JPEG)) return { ok: true, type: 'image/jpeg' };
  if (startsWith(bytes, PNG)) return { ok: true, type: 'image/png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { ok: true, type: 'image/webp' };
  }
  if (ftypBrands(bytes).some((brand) => AVIF_BRANDS.has(brand))) {
    return { ok: true, type: 'image/avif' };
  }
  return { ok: false, reason: looksLikeSvg(bytes) ? 'svg' : 'unknown' };
}
