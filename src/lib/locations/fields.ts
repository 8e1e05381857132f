/**
 * A location page's fields as plain data: how many items each list holds. No zod here, so the
 * admin's editor can import it without the schemas.
 */

export const LOCATION_COUNTS = { highlights: 3, services: 4, faqs: 5, maxAreas: 12 } as const;
