/** Builds the Markdown article skeleton from an outline: the SEO header block, then every H2 and H3 with its brief. */
import type { BlogOutline } from './outline.ts';

/** The read time the outline template states. */
export const ESTIMATED_READ_TIME = '12-15 minutes';

export function outlineToMarkdown(outline: BlogOutline): string {
  const lines: string[] = [
    `# ${outline.title}`,
    '',
    `**Meta description:** ${outline.metaDescription}`,
    `**Primary keyword:** ${outline.primaryKeyword}`,
    `**Secondary keywords:** ${outline.secondaryKeywords.join(', ')}`,
    `**URL:** ${outline.url}`,
    `**Estimated read time:** ${ESTIMATED_READ_TIME}`,
  ];
  return `${lines.join('\n')}\n\n${outlineSections(outline)}`;
}

/** Every H2 and H3 of the outline with its brief, as Markdown: the body a draft starts from. */
export function outlineSections(outline: BlogOutline): string {
  const lines: string[] = [];
  for (const section of outline.sections) {
    lines.push(`## ${section.h2}`, '', section.content, '');
    for (const subsection of section.h3_subsections ?? []) {
      lines.push(`### ${subsection.h3}`, '', subsection.content, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
