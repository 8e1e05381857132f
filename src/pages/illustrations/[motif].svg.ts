import type { APIRoute, GetStaticPaths } from 'astro';
import { MOTIF_NAMES, motifSvg, type MotifName } from '#lib/brand/motifs.ts';
import { HERO_INK, HERO_MOTIF_SIZE } from '#lib/brand/hero-art.ts';

/** Each motif as a file, drawn for the dark page heroes (loaded only on wide screens). */
export const getStaticPaths = (() =>
  MOTIF_NAMES.map((motif) => ({ params: { motif }, props: { motif } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ motif: MotifName }> = ({ props }) =>
  new Response(motifSvg(props.motif, HERO_INK, HERO_MOTIF_SIZE), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
