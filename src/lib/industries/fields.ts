/**
 * An industry page's fields as plain data: how many items each list holds and which built-in
 * illustrations it may show. No zod here, so the admin's editor can import it without the schemas.
 */

export const INDUSTRY_COUNTS = {
  services: { min: 3, max: 9 },
  faqs: { min: 2, max: 8 },
  resources: { min: 1, max: 4 },
} as const;

/** The shipped industry illustrations, public/images/industries/{name}.svg (a unit test keeps this true). */
export const STOCK_INDUSTRY_IMAGE_NAMES = [
  'financial-services',
  'healthcare',
  'law-firms',
  'manufacturing',
  'nonprofits',
] as const;

export const stockIndustryImage = (name: string) => `/images/industries/${name}.svg`;
const STOCK_IMAGES: ReadonlySet<string> = new Set(
  STOCK_INDUSTRY_IMAGE_NAMES.map(stockIndustryImage),
);
export const isStockIndustryImage = (path: string): boolean => STOCK_IMAGES.has(path);

export const INDUSTRY_IMAGE_MESSAGE =
  'Image must be an image from the media library (/media/…) or a built-in industry illustration such as /images/industries/healthcare.svg.';
