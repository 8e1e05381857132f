/** Real image files made on the spot (no fixtures to download), for upload specs. */
import sharp from 'sharp';

export async function photoFile(
  name: string,
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 110, b: 90 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f5b82e"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}
