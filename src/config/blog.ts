/** The built-in blog's categories: the collection schema accepts only these, and /blog lists them in this order. */
export const BLOG_CATEGORIES = [
  'Managed Services',
  'Cybersecurity',
  'Cloud Solutions',
  'Network Architecture',
] as const;
