/**
 * Real image files made on the spot (no fixtures to download), for upload specs. Noise makes them
 * compress like photographs, so an upload is hundreds of kilobytes, as a marketer's would be.
 */
import { noise } from '#test-support/images.ts';

export async function photoFile(
  name: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
) {
  const buffer = await noise(width, height).toFormat(format).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}
