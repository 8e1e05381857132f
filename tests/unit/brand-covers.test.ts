import { describe, expect, it } from 'vitest';
import { coverTree, titleSeed, titleSize } from '#lib/brand/cover-layout.ts';
import {
  blogCoverInput,
  coverFor,
  generatedCover,
  insightCoverInput,
  isStockCover,
  serviceCoverInput,
  serviceSocialImagePath,
  socialImage,
} from '#lib/brand/cover-choice.ts';
import { MOTIF_NAMES, motifSvg } from '#lib/brand/motifs.ts';
import { artForTopic, DEFAULT_ART, TOPIC_ART } from '#lib/brand/topic-art.ts';
import { coverKey } from '#lib/brand/render-cover.ts';

const ink = { line: '#ffffff', accent: '#4ade80', disc: '#000000' };

describe('motifs', () => {
  it.each(MOTIF_NAMES)('%s is a square SVG in the brand’s stroke, with its accent', (name) => {
    const svg = motifSvg(name, ink, 256);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256" viewBox="0 0 240 240">/,
    );
    expect(svg).toContain('stroke-width="10"');
    expect(svg).toContain('stroke="#4ade80"');
    expect(svg.endsWith('</svg>')).toBe(true);
  });
});

describe('topic art', () => {
  it('gives every topic of the demo content its own motif and color', () => {
    const motifs = Object.values(TOPIC_ART).map((art) => art.motif);
    const hues = Object.values(TOPIC_ART).map((art) => art.hue);
    expect(new Set(motifs).size).toBe(motifs.length);
    expect(new Set(hues).size).toBe(hues.length);
  });

  it('falls back to the brand’s look for an unknown or missing topic', () => {
    expect(artForTopic('gardening')).toBe(DEFAULT_ART);
    expect(artForTopic(undefined)).toBe(DEFAULT_ART);
  });
});

describe('cover layout', () => {
  it('sets longer titles smaller', () => {
    expect(titleSize('x'.repeat(40))).toBe(64);
    expect(titleSize('x'.repeat(41))).toBe(54);
    expect(titleSize('x'.repeat(71))).toBe(46);
  });

  it('moves the glow by title, the same way every build', () => {
    expect(titleSeed('Backups, explained')).toBe(titleSeed('Backups, explained'));
    expect(titleSeed('Backups, explained')).not.toBe(titleSeed('Patching, explained'));
    const a = JSON.stringify(
      coverTree(insightCoverInput({ title: 'A', category: null, topics: [] })),
    );
    const b = JSON.stringify(
      coverTree(insightCoverInput({ title: 'B', category: null, topics: [] })),
    );
    expect(a).not.toBe(b);
  });

  it('draws the title on the social card only: the page cover sits under the H1 that says it', () => {
    const input = insightCoverInput({
      title: 'Why your cloud bill keeps growing',
      category: null,
      topics: [{ slug: 'cloud', name: 'Cloud' }],
    });
    const social = JSON.stringify(coverTree(input));
    const page = JSON.stringify(coverTree(input, { withTitle: false }));
    expect(social).toContain('Why your cloud bill keeps growing');
    expect(page).not.toContain('Why your cloud bill keeps growing');
    // Same art otherwise: the topic line and the brand stay.
    for (const text of ['Cloud', 'Northbeam IT']) expect(page).toContain(text);
    expect(coverKey(input, 'png', 'page')).not.toBe(coverKey(input, 'png', 'social'));
  });

  it('keys the cache on the whole drawing', () => {
    const input = insightCoverInput({
      title: 'Backups',
      category: 'Managed Services',
      topics: [{ slug: 'backup-recovery', name: 'Backup & Recovery' }],
    });
    expect(coverKey(input, 'png')).toBe(coverKey({ ...input }, 'png'));
    expect(coverKey(input, 'png')).not.toBe(coverKey(input, 'webp-600'));
    expect(coverKey(input, 'png')).not.toBe(coverKey({ ...input, title: 'Backup' }, 'png'));
  });
});

describe('which cover a post shows', () => {
  it('replaces the shipped topic graphics with the post’s own generated cover', () => {
    const post = { slug: 'backups', coverImageUrl: '/images/insights/backup-recovery.svg' };
    expect(isStockCover(post.coverImageUrl)).toBe(true);
    expect(coverFor(post)).toBe('/covers/insights/600/backups.webp');
    expect(generatedCover('backups')).toEqual({
      small: '/covers/insights/600/backups.webp',
      large: '/covers/insights/1200/backups.webp',
      srcset:
        '/covers/insights/600/backups.webp 600w, /covers/insights/800/backups.webp 800w, /covers/insights/1200/backups.webp 1200w',
      avifSrcset:
        '/covers/insights/600/backups.avif 600w, /covers/insights/800/backups.avif 800w, /covers/insights/1200/backups.avif 1200w',
      social: '/og/insights/backups.png',
    });
  });

  it('keeps an image the marketer chose', () => {
    const post = { slug: 'backups', coverImageUrl: '/images/team/server-room.jpg' };
    expect(coverFor(post)).toBe('/images/team/server-room.jpg');
  });

  it('draws the first topic, or the category when the post has none', () => {
    const withTopic = insightCoverInput({
      title: 'T',
      category: 'Cybersecurity',
      topics: [
        { slug: 'cloud', name: 'Cloud' },
        { slug: 'compliance', name: 'Compliance' },
      ],
    });
    expect(withTopic).toMatchObject({
      eyebrow: 'Cloud',
      section: 'Insights',
      art: TOPIC_ART['cloud'],
    });
    const without = insightCoverInput({ title: 'T', category: 'Cybersecurity', topics: [] });
    expect(without).toMatchObject({ eyebrow: 'Cybersecurity', art: DEFAULT_ART });
  });
});

describe('blog and service social images', () => {
  it('draws a blog article in its category’s topic look', () => {
    expect(blogCoverInput({ title: 'T', category: 'Cloud Solutions' })).toMatchObject({
      eyebrow: 'Cloud Solutions',
      section: 'Blog',
      art: TOPIC_ART['cloud'],
    });
    expect(generatedCover('a-post', 'blog')).toEqual({
      small: '/covers/blog/600/a-post.webp',
      large: '/covers/blog/1200/a-post.webp',
      srcset:
        '/covers/blog/600/a-post.webp 600w, /covers/blog/800/a-post.webp 800w, /covers/blog/1200/a-post.webp 1200w',
      avifSrcset:
        '/covers/blog/600/a-post.avif 600w, /covers/blog/800/a-post.avif 800w, /covers/blog/1200/a-post.avif 1200w',
      social: '/og/blog/a-post.png',
    });
  });

  it('draws a service page with its hero’s motif and title', () => {
    const head = {
      path: '/cybersecurity-services',
      title: 'Cybersecurity Services',
      hero: { title: 'Stop attacks before they become incidents' },
    };
    expect(serviceCoverInput(head)).toMatchObject({
      title: 'Stop attacks before they become incidents',
      eyebrow: 'Cybersecurity Services',
      section: 'Services',
      art: { motif: 'shield' },
    });
    expect(serviceCoverInput({ ...head, path: '/transparency' }).art.motif).toBe('servers');
    expect(serviceSocialImagePath('/cloud-solutions')).toBe('/og/services/cloud-solutions.png');
    expect(socialImage('/og/x.png', 'X')).toEqual({
      src: '/og/x.png',
      width: 1200,
      height: 630,
      alt: 'X',
    });
  });
});
