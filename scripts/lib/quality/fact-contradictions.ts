/**
 * Pages that state a number contradicting a site fact (src/lib/facts/claims.ts): "$90 per user"
 * when Settings says $95, an old phone number, a response time that changed. Reads what a page
 * states: its text, title, description and social tags, its JSON-LD, and its tel: and mailto:
 * links; the facts are the build's own (site-facts.json, written by src/integrations/site-facts.ts).
 */
import { Parser } from 'htmlparser2';
import { contradictions } from '#lib/facts/claims.ts';
import type { BuiltSite, CheckResult } from './site.ts';

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const STATED_META = /^(description|og:|twitter:)/;

/** Everything a page states, as one text: each piece separated from the next by a space. */
export function pageStatements(html: string): string {
  const pieces: string[] = [];
  const open: string[] = [];
  let jsonLd = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        open.push(name);
        if (name === 'script') jsonLd = attrs.type === 'application/ld+json';
        if (name === 'meta' && STATED_META.test(attrs.name ?? attrs.property ?? '')) {
          pieces.push(attrs.content ?? '');
        }
        if (name === 'a' && /^(tel|mailto):/.test(attrs.href ?? '')) pieces.push(attrs.href ?? '');
      },
      ontext(text) {
        const inside = open.at(-1) ?? '';
        if (inside === 'script' ? jsonLd : !SKIPPED.has(inside)) pieces.push(text);
      },
      onclosetag(name) {
        open.pop();
        if (name === 'script') jsonLd = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return pieces.join(' ').replace(/\s+/g, ' ');
}

export function checkFactContradictions(
  site: BuiltSite,
  facts: Readonly<Record<string, string>> | null,
): CheckResult {
  if (!facts) {
    return {
      summary: 'no site-facts.json beside the build: build the site first',
      failures: [
        'site-facts.json is missing: the build writes it (src/integrations/site-facts.ts).',
      ],
    };
  }
  const failures = site.pages.flatMap((page) =>
    contradictions(pageStatements(page.html), facts).map(
      ({ claim, phrase, expected }) =>
        `${page.path}: "${phrase}" states ${claim}, but Settings says ${expected}`,
    ),
  );
  return { summary: `${site.pages.length} pages against the site's facts`, failures };
}
