import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imagesWithMetadata, metadataKinds } from '#scripts/lib/quality/image-metadata.ts';
import { photoWithGps } from '#test-support/images.ts';

const clean = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .webp()
    .toBuffer();

describe('the site check for camera metadata in built images', () => {
  it('names what a phone photo carries, and nothing in a re-encoded image', async () => {
    expect(await metadataKinds(await photoWithGps(64, 48))).toEqual(['EXIF', 'XMP']);
    expect(await metadataKinds(await clean())).toEqual([]);
  });

  it('checks raster files only, and reports one it cannot read', async () => {
    const files: Record<string, Uint8Array> = {
      'media/a/800.webp': await clean(),
      'images/photo.jpg': await photoWithGps(64, 48),
      'broken.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      'index.html': new TextEncoder().encode('<!doctype html>'),
    };
    const problems = await imagesWithMetadata(Object.keys(files), (file) => files[file]!);
    expect(problems).toEqual([
      { file: 'images/photo.jpg', kinds: ['EXIF', 'XMP'] },
      { file: 'broken.png', unreadable: expect.any(String) as unknown },
    ]);
  });
});
