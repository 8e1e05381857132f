/**
 * The XML guard is the tokenizer that reads the file (docs/moving-in-and-out.md, "Refused, with
 * nothing written"): a declaration is found wherever markup may start, however comments, processing
 * instructions and CDATA sections sit around it or hold decoys of one; nothing else is ever
 * mistaken for one; no entity is expanded; and whatever the bytes, the answer is a tree or a 400.
 * Fuzzed with fast-check (a fixed seed: a failure is the same on every run).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from '#lib/import/errors.ts';
import { readXml, XML_LIMITS, type XmlElement } from '#lib/import/xml-guard.ts';

const SEED = 46_043;
const read = (xml: string) => readXml(Buffer.from(xml));

/** Pieces of text that look like markup, to hide inside (and next to) comments, PIs and CDATA. */
const DECOYS = [
  '<!DOCTYPE rss [<!ENTITY boom "EXPANDED">]>',
  '<!ENTITY boom "EXPANDED">',
  '<![CDATA[',
  ']]>',
  '-->',
  '<!--',
  '?>',
  '<?pi',
  '<rss>',
  '</rss>',
  '&boom;',
  '&',
  '"',
  "'",
  'text',
  '\n',
  ' ',
];
const decoys = (forbidden: string, badEnd: RegExp) =>
  fc
    .array(fc.constantFrom(...DECOYS), { maxLength: 6 })
    .map((parts) => parts.join(''))
    .filter((text) => !text.includes(forbidden) && !badEnd.test(text));

/** A piece of a document, and the text it stands for (what a reader of the tree finds). */
interface Piece {
  xml: string;
  text: string;
}
/** Something markup may hold: it can never be a declaration, whatever it holds. */
const hiding: fc.Arbitrary<Piece> = fc.oneof(
  decoys('?>', /\?$/).map((text) => ({ xml: `<?pi ${text}?>`, text: '' })),
  decoys('--', /-$/).map((text) => ({ xml: `<!--${text}-->`, text: '' })),
  fc.constant({ xml: '\n', text: '\n' }),
);
/** Element content: text (escaped), CDATA holding anything but its end, comments, PIs. */
const content: fc.Arbitrary<Piece> = fc.oneof(
  hiding,
  decoys(']]>', /\]$/).map((text) => ({ xml: `<![CDATA[${text}]]>`, text })),
  fc
    .string({ maxLength: 12 })
    .map((raw) => raw.replace(/\r/g, ''))
    .map((text) => ({
      xml: text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      text,
    })),
  fc.constant({ xml: '<item a="x &amp; y" b=\'1\'/>', text: 'x & y 1 ' }),
);
const DECLARATIONS = [
  '<!DOCTYPE rss [<!ENTITY boom "EXPANDED">]>',
  '<!DOCTYPE rss SYSTEM "file:///etc/passwd">',
  '<!ENTITY boom SYSTEM "http://169.254.169.254/">',
  '<!ELEMENT rss ANY>',
  '<!doctype rss>',
];

/** A document: a prolog, a root with content, an epilog; optionally a declaration somewhere. */
const documents = fc
  .record({
    prolog: fc.array(hiding, { maxLength: 4 }),
    inside: fc.array(content, { maxLength: 8 }),
    epilog: fc.array(hiding, { maxLength: 3 }),
    declaration: fc.option(
      fc.record({
        text: fc.constantFrom(...DECLARATIONS),
        where: fc.constantFrom('prolog', 'inside', 'epilog'),
        at: fc.nat(10),
      }),
      { nil: null },
    ),
  })
  .map(({ prolog, inside, epilog, declaration }) => {
    const xmlOf = (pieces: Piece[]) => pieces.map((piece) => piece.xml);
    const parts = { prolog: xmlOf(prolog), inside: xmlOf(inside), epilog: xmlOf(epilog) };
    const marker = '\u0000DECLARATION\u0000';
    if (declaration) {
      const list = parts[declaration.where];
      list.splice(Math.min(declaration.at, list.length), 0, marker);
    }
    const xml = `<?xml version="1.0"?>${parts.prolog.join('')}<rss>${parts.inside.join('')}</rss>${parts.epilog.join('')}`;
    const at = xml.indexOf(marker);
    return {
      xml: declaration ? xml.replace(marker, declaration.text) : xml,
      line: at === -1 ? null : xml.slice(0, at).split('\n').length,
      text: inside.map((piece) => piece.text).join(''),
    };
  });

const allText = (element: XmlElement): string =>
  element.children
    .map((child) =>
      typeof child === 'string'
        ? child
        : `${[...child.attributes.values()].join(' ')} ${allText(child)}`,
    )
    .join('');

describe('the XML guard is a tokenizer, not a scan', () => {
  it('refuses a declaration exactly when there is one, on its line, wherever decoys hide', () => {
    fc.assert(
      fc.property(documents, ({ xml, line, text }) => {
        if (line === null) {
          // Read as XML defines it: exactly the text put in (no entity expanded, nothing lost).
          const { root } = read(xml);
          expect(root.name).toBe('rss');
          expect(allText(root)).toBe(text);
        } else {
          expect(() => read(xml)).toThrow(ImportFileError);
          expect(() => read(xml)).toThrow(
            new RegExp(`^Line ${line}: the file declares a document type`),
          );
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it.each([
    [
      'a processing instruction holding <![CDATA[ before the DOCTYPE',
      '<?pi <![CDATA[ ?>\n<!DOCTYPE rss [<!ENTITY boom "EXPANDED">]><rss>&boom;</rss><!-- ]]> -->',
      2,
    ],
    [
      'a comment that a CDATA decoy does not end',
      '<!-- <![CDATA[ -->\n\n<!DOCTYPE rss><rss/><!-- ]]> -->',
      3,
    ],
    ['a declaration inside the root', '<rss>\n<!ENTITY boom "x"></rss>', 2],
  ])('refuses %s', (_what, xml, line) => {
    expect(() => read(xml)).toThrow(new RegExp(`^Line ${line}: the file declares a document type`));
  });

  it('reads what hides in comments, PIs and CDATA as what it is, and never expands an entity', () => {
    const { root } = read(
      '<?pi <!DOCTYPE x> ?><!-- <!ENTITY e "x"> --><rss><a>&boom; &amp; &#233; &#x41; &nbsp; Tom & Jerry</a><![CDATA[<!DOCTYPE kept>]]></rss>',
    );
    expect(allText(root)).toBe(' &boom; & é A &nbsp; Tom & Jerry<!DOCTYPE kept>');
  });

  it('answers every input with a tree or a 400, never another error', () => {
    const xmlLike = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            '<',
            '>',
            '/',
            '!',
            '?',
            '[',
            ']',
            '-',
            '&',
            ';',
            '"',
            "'",
            '=',
            ' ',
            '\n',
          ),
          fc.constantFrom('rss', 'a', 'CDATA', 'DOCTYPE', 'ENTITY', '#x41', '__proto__'),
          fc.string({ maxLength: 3 }),
        ),
        { maxLength: 60 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(xmlLike, (xml) => {
        try {
          read(xml);
        } catch (error) {
          expect(error).toBeInstanceOf(ImportFileError);
        }
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});

describe('bounded names and depths (a 400, never a 500)', () => {
  it.each([
    [
      'elements 100,000 deep',
      `<rss>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</rss>`,
      `elements are nested more than ${XML_LIMITS.depth} deep`,
    ],
    ['an element named __proto__', '<rss><__proto__/></rss>', 'named “__proto__”'],
    ['an attribute named constructor', '<rss constructor="x"/>', 'named “constructor”'],
    ['a prefixed __proto__', '<rss><wp:__proto__/></rss>', 'named “wp:__proto__”'],
    ['a name of 201 characters', `<rss><${'n'.repeat(201)}/></rss>`, 'longer than 200 characters'],
    [
      'a hundred and one attributes',
      `<rss ${Array.from({ length: 101 }, (_, i) => `a${i}="1"`).join(' ')}/>`,
      'more than 100 attributes',
    ],
    ['a file cut short', '<rss><channel><item>', 'the file ends before <item>'],
    ['a tag closed by another', '<rss><a></b></rss>', '</b> closes <a>'],
  ])('%s', (_what, xml, reason) => {
    const started = performance.now();
    expect(() => read(xml)).toThrow(ImportFileError);
    expect(() => read(xml)).toThrow(reason);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps __proto__ in a meta key a plain key (no object is ever keyed by the file’s names)', () => {
    const { root } = read('<rss><a>__proto__</a></rss>');
    expect(Object.getPrototypeOf(root.attributes)).toBe(Map.prototype);
    expect((root.children[0] as XmlElement).children).toEqual(['__proto__']);
  });
});
