/**
 * The rules of a page's composition as a whole (docs/product-rules.md, "Composed pages"): what no
 * single section's fields can say, such as two heroes or a page without its main heading. Each
 * refusal names the section it is about, so the marketer knows where to look.
 */
import { marked, type Token } from 'marked';
import { SECTION_LABELS, type Section, type SectionType } from './sections.ts';

/** A section whose own fields were refused: only its kind takes part in the page's rules. */
export interface RefusedSection {
  type: SectionType;
  refused: true;
}

export interface CompositionProblem {
  /** Where, from the sections list: [2] is the third section, [2, 'fields', 'email'] one field. */
  path: (string | number)[];
  message: string;
}

/** "Section 3 (Cards)": how every message names a section. */
export const sectionName = (index: number, type: SectionType) =>
  `Section ${index + 1} (${SECTION_LABELS[type]})`;

export const NO_HEADING_MESSAGE =
  'A page needs its main heading: add a Hero as the first section (its heading is the page’s h1).';

const isParsed = (section: Section | RefusedSection): section is Section => !('refused' in section);

/** Whether Markdown holds a level-one heading (`# Title`, or a title underlined with `===`). */
export function hasMainHeading(markdown: string): boolean {
  let found = false;
  let tokens: Token[];
  try {
    tokens = marked.lexer(markdown);
  } catch {
    return false;
  }
  // No async extension is registered, so the walk is synchronous.
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && (token as { depth: number }).depth === 1) found = true;
  });
  return found;
}

/** The problems of a page made of `sections`, in page order; none for a page that may be saved. */
export function compositionProblems(
  sections: readonly (Section | RefusedSection)[],
): CompositionProblem[] {
  const problems: CompositionProblem[] = [];
  const firstOf = new Map<SectionType, number>();
  if (!sections.some((section) => section.type === 'hero')) {
    problems.push({ path: [], message: NO_HEADING_MESSAGE });
  }
  sections.forEach((section, index) => {
    const name = sectionName(index, section.type);
    const first = firstOf.get(section.type);
    if (first === undefined) firstOf.set(section.type, index);
    if (section.type === 'hero') {
      if (first !== undefined) {
        problems.push({
          path: [index],
          message: `${name}: a page has one hero, and section ${first + 1} is already one. Remove one of them.`,
        });
      } else if (index > 0) {
        problems.push({
          path: [index],
          message: `${name}: the hero opens the page, with its main heading. Move it to the top.`,
        });
      }
    }
    if (section.type === 'leadForm' && first !== undefined) {
      problems.push({
        path: [index],
        message: `${name}: a page has one lead form, and section ${first + 1} is already one. Remove one of them.`,
      });
    }
    if (!isParsed(section)) return;
    switch (section.type) {
      case 'leadForm':
        if (!section.fields.email) {
          problems.push({
            path: [index, 'fields', 'email'],
            message: `${name}: tick Email. Without an address, its leads cannot be answered.`,
          });
        }
        if (section.questionRequired && !section.question) {
          problems.push({
            path: [index, 'question'],
            message: `${name}: write your question, or clear “Visitors must answer your question”.`,
          });
        }
        break;
      case 'text':
        if (hasMainHeading(section.body)) {
          problems.push({
            path: [index, 'body'],
            message: `${name}: the page’s main heading (h1) is the hero’s. Make this text’s headings Heading 2 or smaller (## in Markdown).`,
          });
        }
        break;
      case 'pricing':
        if (section.items.filter((plan) => plan.popular).length > 1) {
          problems.push({
            path: [index, 'items'],
            message: `${name}: mark at most one plan “Most popular”.`,
          });
        }
        break;
      default:
        break;
    }
  });
  return problems;
}
