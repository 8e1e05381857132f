/**
 * The layout of a generated cover (1200 × 630, the Open Graph size): the brand line, the topic,
 * the title in Inter, and the topic's motif on a glow. The social card carries the title; the cover a
 * page shows sits under the article's H1, so it is drawn without it (`withTitle: false`). A plain element tree for satori; pure, so
 * the choices (type size by title length, the glow's place by title) are unit-tested.
 */
import { createHash } from 'node:crypto';
import { motifSvg } from './motifs.ts';
import { BRAND_INK, type TopicArt } from './topic-art.ts';

export { COVER } from './cover-size.ts';
import { COVER } from './cover-size.ts';

export interface CoverInput {
  title: string;
  /** The small line above the title: the topic or the category. */
  eyebrow: string;
  /** Where the cover belongs: "Insights", "Blog", "Services". */
  section: string;
  art: TopicArt;
}

export interface CoverNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (CoverNode | string)[] | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CoverNode['props']['children'],
  extra: Omit<CoverNode['props'], 'style' | 'children'> = {},
): CoverNode => ({ type, props: { style, ...(children !== undefined && { children }), ...extra } });

/** Longer titles set smaller, so every title fits in four lines. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 64;
  if (title.length <= 70) return 54;
  return 46;
}

/** A number from 0 to 1 that belongs to this title: it moves the glow, so covers differ. */
export function titleSeed(title: string): number {
  return createHash('sha256').update(title).digest().readUInt16BE(0) / 0xffff;
}

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#15803d"/><path d="M18 46V18l28 28V18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export function coverTree(input: CoverInput, { withTitle = true } = {}): CoverNode {
  const seed = titleSeed(input.title);
  const { art } = input;
  const motif = motifSvg(art.motif, {
    line: '#f8fafc',
    accent: art.hue,
    disc: 'rgba(255,255,255,0.06)',
  });
  return node(
    'div',
    {
      width: COVER.width,
      height: COVER.height,
      display: 'flex',
      position: 'relative',
      backgroundImage: `linear-gradient(135deg, ${BRAND_INK} 0%, ${BRAND_INK} ${40 + Math.round(seed * 15)}%, ${art.deep} 100%)`,
      fontFamily: 'Inter',
      color: '#f8fafc',
    },
    [
      node('div', {
        position: 'absolute',
        width: 620,
        height: 620,
        borderRadius: 310,
        right: -140 + Math.round(seed * 60),
        top: -120 + Math.round(seed * 140),
        backgroundImage: `radial-gradient(circle, ${art.hue}55 0%, ${art.hue}00 70%)`,
      }),
      node('img', { position: 'absolute', right: 72, top: 150 }, undefined, {
        src: dataUri(motif),
        width: 340,
        height: 340,
      }),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          // Satori sizes boxes without their padding: the column is the cover less its margins.
          width: 720 - 72,
          height: COVER.height - 2 * 64,
          padding: '64px 0 64px 72px',
        },
        [
          node('div', { display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700 }, [
            node('img', { marginRight: 18 }, undefined, {
              src: dataUri(MARK),
              width: 52,
              height: 52,
            }),
            'Northbeam IT',
            node(
              'span',
              { color: '#94a3b8', fontWeight: 400, marginLeft: 14 },
              `· ${input.section}`,
            ),
          ]),
          node('div', { display: 'flex', flexDirection: 'column' }, [
            node(
              'div',
              {
                color: art.hue,
                fontSize: 24,
                fontWeight: 700,
                letterSpacing: 2,
                textTransform: 'uppercase',
                marginBottom: 20,
              },
              input.eyebrow,
            ),
            ...(withTitle
              ? [
                  node(
                    'div',
                    {
                      fontSize: titleSize(input.title),
                      fontWeight: 700,
                      lineHeight: 1.12,
                      letterSpacing: -1,
                    },
                    input.title,
                  ),
                ]
              : []),
          ]),
        ],
      ),
    ],
  );
}
