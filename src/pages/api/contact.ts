import type { APIRoute } from 'astro';
import { handleContactJson } from '#lib/leads/submit.ts';

export const prerender = false;

/** The contact island's JSON door; plain form posts go to /contact/send. */
export const POST: APIRoute = (context) => handleContactJson(context);
