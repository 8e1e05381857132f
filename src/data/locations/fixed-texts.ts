/** The hand-written city pages' own words, for the doorway guard's comparisons in the admin API. */
import type { LocationText } from '#lib/locations/doorway.ts';
import { brooklyn } from './brooklyn-ny.ts';
import { newYork } from './new-york-ny.ts';

export const FIXED_LOCATION_TEXTS: readonly LocationText[] = [newYork, brooklyn];
