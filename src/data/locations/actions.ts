/** The buttons under every location page's hero (its own module: the city pages import it). */
import type { Action } from '#components/sections/types.ts';

export const locationActions: readonly Action[] = [
  { label: 'Get Free IT Assessment', href: '/contact' },
  { label: 'Run the Security Check', href: '/security-check', variant: 'secondary' },
];
