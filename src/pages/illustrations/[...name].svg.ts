import type { APIRoute, GetStaticPaths } from 'astro';
import { MOTIF_NAMES, motifSvg, type MotifName } from '#lib/brand/motifs.ts';
import {
  HERO_INK,
  HERO_INK_LIGHT,
  HERO_MOTIF_SIZE,
  heroIllustration,
} from '#lib/brand/hero-art.ts';

const INKS = { ink: HERO_INK, light: HERO_INK_LIGHT } as const;

/**
 * Each motif as a file, drawn for the dark heroes (/illustrations/{motif}.svg) and for the light
 * openings (/illustrations/light/{motif}.svg); pages load them on wide screens only.
 */
export const getStaticPaths = (() =>
  MOTIF_NAMES.flatMap((motif) =>
    (['ink', 'light'] as const).map((tone) => ({
      params: {
        name: heroIllustration(motif, tone).slice('/illustrations/'.length, -'.svg'.length),
      },
      props: { motif, tone },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ motif: MotifName; tone: keyof typeof INKS }> = ({ props }) =>
  new Response(motifSvg(props.motif, INKS[props.tone], HERO_MOTIF_SIZE), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
