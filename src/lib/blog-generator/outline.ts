/** The built-in blog outlines: the schema every file in content/blog-outlines/ must pass. */
import { z } from 'zod';
import { META_DESCRIPTION_GUIDELINE } from '#lib/content-guidance/rules.ts';
import { INSIGHT_CATEGORIES } from '#config/publishing.ts';

/** The content guidelines' meta description limit (docs/product-rules.md). */
export const META_DESCRIPTION_MAX = META_DESCRIPTION_GUIDELINE;

export const outlineSubsectionSchema = z.object({
  /** The H3 heading. */
  h3: z.string().trim().min(3),
  /** What the subsection covers: Markdown, written as guidance for the author. */
  content: z.string().trim().min(10),
});

export const outlineSectionSchema = z.object({
  /** The H2 heading. */
  h2: z.string().trim().min(3),
  /** What the section covers: Markdown, written as guidance for the author. */
  content: z.string().trim().min(10),
  /** Optional H3 subsections under the H2. */
  h3_subsections: z.array(outlineSubsectionSchema).optional(),
});

export const blogOutlineSchema = z.object({
  /** The article's headline; also names the downloaded file. */
  title: z.string().trim().min(10),
  /** The one search phrase the article targets. */
  primaryKeyword: z.string().trim().min(3),
  /** Related phrases to work into headings and body. */
  secondaryKeywords: z.array(z.string().trim().min(3)).min(1),
  /** The search-result snippet: at most 155 characters. */
  metaDescription: z.string().trim().min(50).max(META_DESCRIPTION_MAX),
  /** The insight category a draft started from it gets (and its cover's topic graphic). */
  category: z.enum(INSIGHT_CATEGORIES),
  /** Site-relative address the article will be published at. */
  url: z.string().regex(/^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a /blog/<slug> path'),
  /** The article's H2 sections in reading order. */
  sections: z.array(outlineSectionSchema).min(3),
});

export type BlogOutlineInput = z.input<typeof blogOutlineSchema>;
export type BlogOutline = z.output<typeof blogOutlineSchema>;

export interface NamedOutline {
  /** The data file's name without extension. */
  id: string;
  outline: BlogOutline;
}

/** Validates outline files (path → parsed JSON), sorted by id; a broken file fails the build with its name. */
export function parseOutlines(files: Record<string, unknown>): NamedOutline[] {
  return Object.entries(files)
    .map(([path, data]) => {
      const id = path.replace(/^.*\//, '').replace(/\.json$/, '');
      const result = blogOutlineSchema.safeParse(data);
      if (!result.success) {
        throw new Error(`Invalid blog outline ${path}: ${z.prettifyError(result.error)}`);
      }
      return { id, outline: result.data };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
