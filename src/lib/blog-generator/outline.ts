/**
 * A blog outline as the generator reads it: the shape of each item of the `blog-outlines` page
 * document (its schema, with the limits and messages a save checks, is
 * src/lib/pages/documents/blog.ts). Plain types, so the generator's island ships no schema library.
 */
import type { InsightCategory } from '#config/publishing.ts';

export interface OutlineSubsection {
  /** The H3 heading. */
  h3: string;
  /** What the subsection covers: Markdown, written as guidance for the author. */
  content: string;
}

export interface OutlineSection {
  /** The H2 heading. */
  h2: string;
  /** What the section covers: Markdown, written as guidance for the author. */
  content: string;
  /** Optional H3 subsections under the H2. */
  h3_subsections?: OutlineSubsection[] | undefined;
}

export interface BlogOutline {
  /** The article's headline; also names the downloaded file. */
  title: string;
  /** The one search phrase the article targets. */
  primaryKeyword: string;
  /** Related phrases to work into headings and body. */
  secondaryKeywords: string[];
  /** The search-result snippet: at most 155 characters. */
  metaDescription: string;
  /** The insight category a draft started from it gets (and its cover's topic graphic). */
  category: InsightCategory;
  /** Site-relative address the article will be published at. */
  url: string;
  /** The article's H2 sections in reading order. */
  sections: OutlineSection[];
}

export interface NamedOutline {
  /** The outline's short name: the generator's choice value. */
  id: string;
  outline: BlogOutline;
}

/** The outlines of the document, in its order, each split into its name and its outline. */
export const namedOutlines = (
  outlines: readonly (BlogOutline & { id: string })[],
): NamedOutline[] => outlines.map(({ id, ...outline }) => ({ id, outline }));
