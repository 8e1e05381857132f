import type { APIRoute, GetStaticPaths } from 'astro';
import { serviceHeads } from '#data/services/heads.ts';
import type { ServicePageHead } from '#components/services/types.ts';
import { serviceCoverInput } from '#lib/brand/cover-choice.ts';
import { coverPng } from '#lib/brand/render-cover.ts';

/** Each service and company page's Open Graph image, drawn from its hero title and motif. */
export const getStaticPaths = (async () =>
  (await serviceHeads()).map((head) => ({
    params: { page: head.path.slice(1) },
    props: { head },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ head: ServicePageHead & { path: string } }> = async ({ props }) =>
  new Response(new Uint8Array(await coverPng(serviceCoverInput(props.head))), {
    headers: { 'Content-Type': 'image/png' },
  });
