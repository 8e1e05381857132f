/** Content collections: the built-in blog articles, Markdown files in content/blog/. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { BLOG_CATEGORIES } from '#config/blog.ts';

const blog = defineCollection({
  // The file name is the slug: content/blog/<slug>.md is served at /blog/<slug>.
  loader: glob({ pattern: '*.md', base: './content/blog' }),
  schema: z.object({
    /** Headline, shown as the page's <h1> and in cards. */
    title: z.string().min(10),
    /** One or two sentences for cards, RSS and the Article description. */
    excerpt: z.string().min(50),
    /** The page's meta description: at most 155 characters (the content guidelines). */
    metaDescription: z.string().min(50).max(155),
    /** Search keywords, also published in the Article JSON-LD. */
    keywords: z.array(z.string()).min(1),
    /** One of the blog's categories; related articles share it. */
    category: z.enum(BLOG_CATEGORIES),
    /** Publication date (YYYY-MM-DD). */
    publishedAt: z.coerce.date(),
    /** Last substantial update; defaults to publishedAt. */
    updatedAt: z.coerce.date().optional(),
    /** Minutes to read as printed on the page (word count / 200, rounded up). */
    readTime: z.number().int().positive(),
    author: z.string().default('Northbeam IT Team'),
  }),
});

export const collections = { blog };
