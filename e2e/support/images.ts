/**
 * Real image files made on the spot (no fixtures to download), for upload specs. Noise makes them
 * compress like photographs, so an upload is hundreds of kilobytes, as a marketer's would be.
 */
import sharp from 'sharp';

export async function photoFile(
  name: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
) {
  const buffer = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}
