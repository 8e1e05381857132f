import { describe, expect, it } from 'vitest';
import { avifTwin } from '#lib/media/avif-twin.ts';

describe('the AVIF a card tries first', () => {
  it.each([
    ['/covers/insights/600/edr-vs-antivirus.webp', '/covers/insights/600/edr-vs-antivirus.avif'],
    [
      '/covers/blog/600/cybersecurity-threats-2025.webp',
      '/covers/blog/600/cybersecurity-threats-2025.avif',
    ],
    [
      '/media/0b5f0c1e-8c1a-4c7e-9d7b-2f6a1b2c3d4e/800.webp',
      '/media/0b5f0c1e-8c1a-4c7e-9d7b-2f6a1b2c3d4e/800.avif',
    ],
  ])('%s has %s beside it', (src, avif) => {
    expect(avifTwin(src)).toBe(avif);
  });

  it.each([
    '/images/insights/cloud.svg',
    '/covers/insights/600/edr-vs-antivirus.avif',
    'https://images.example.com/photo.webp',
    '/uploads/photo.webp',
    '/media/not-a-uuid/800.webp',
  ])('%s has none', (src) => {
    expect(avifTwin(src)).toBeNull();
  });
});
