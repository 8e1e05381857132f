/**
 * Post bodies as marketers write them, generated: the Markdown the site accepts (paragraphs with
 * bold, italic, code, links, inline images, the dialect's marks and line breaks; h2 and h3; bulleted and numbered lists,
 * nested, loose and at the end; quotes; fenced code; images on their own line), for the editor's
 * property tests.
 */
import fc from 'fast-check';

/** Typed by the tests: letters no generated body holds, so every copy of it was typed. */
export const TYPED_MARKER = 'Qzx';

const WORDS = [
  'managed',
  'IT',
  'support',
  'Hartford',
  'backups',
  'firewall',
  'cloud',
  'team',
  '24/7',
  'uptime',
  '$95',
  'SOC',
  '2',
  'e-mail',
  "clients'",
  'policy.',
  'yes,',
  'really?',
  '50%',
  '(note)',
  'C#',
  'x_y',
];

const LIBRARY_IMAGE = '/media/12345678-1234-4234-8234-123456789abc';

const word = fc.constantFrom(...WORDS);
const words = (max: number) =>
  fc.array(word, { minLength: 1, maxLength: max }).map((list) => list.join(' '));

const inlinePiece = fc.oneof(
  { weight: 6, arbitrary: words(4) },
  { weight: 1, arbitrary: words(2).map((text) => `**${text}**`) },
  { weight: 1, arbitrary: words(2).map((text) => `*${text}*`) },
  { weight: 1, arbitrary: word.map((text) => `\`${text}\``) },
  { weight: 1, arbitrary: words(2).map((text) => `[${text}](/pricing)`) },
  { weight: 1, arbitrary: words(2).map((text) => `![${text}](${LIBRARY_IMAGE})`) },
  // The site's dialect (src/lib/markdown/dialect.ts): strike, superscript, subscript, highlight, keys.
  { weight: 1, arbitrary: words(2).map((text) => `~~${text}~~`) },
  { weight: 1, arbitrary: word.map((text) => `^${text}^`) },
  { weight: 1, arbitrary: word.map((text) => `~${text}~`) },
  { weight: 1, arbitrary: words(2).map((text) => `==${text}==`) },
  { weight: 1, arbitrary: fc.constantFrom('Ctrl', 'Alt', 'Enter').map((key) => `[[${key}]]`) },
);

/** One line of text: words, marks, links and images. */
const line = fc
  .array(inlinePiece, { minLength: 1, maxLength: 4 })
  .map((pieces) => pieces.join(' '));

/** A paragraph; a newline inside it is a line break (the site renders with `breaks`). */
const paragraph = fc.array(line, { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n'));

const heading = fc
  .tuple(fc.constantFrom('## ', '### '), words(5))
  .map(([marks, text]) => marks + text);

const imageAlone = words(3).map((alt) => `![${alt}](${LIBRARY_IMAGE})`);

const listItems = (marker: (index: number) => string) =>
  fc
    .array(
      fc.tuple(line, fc.option(fc.array(line, { minLength: 1, maxLength: 2 }), { nil: undefined })),
      { minLength: 1, maxLength: 4 },
    )
    .chain((items) =>
      fc.boolean().map((loose) =>
        items
          .map(([text, nested], index) => {
            const indent = ' '.repeat(marker(index).length);
            const children = (nested ?? []).map((child) => `${indent}- ${child}`);
            return [`${marker(index)}${text}`, ...children].join('\n');
          })
          .join(loose ? '\n\n' : '\n'),
      ),
    );

const bulletList = listItems(() => '- ');
const numberedList = listItems((index) => `${index + 1}. `);

const quote = fc
  .array(line, { minLength: 1, maxLength: 2 })
  .map((lines) => lines.map((text) => `> ${text}`).join('\n'));

const codeBlock = fc
  .array(words(4), { minLength: 1, maxLength: 3 })
  .map((lines) => ['```', ...lines, '```'].join('\n'));

const block = fc.oneof(
  { weight: 5, arbitrary: paragraph },
  { weight: 2, arbitrary: heading },
  { weight: 2, arbitrary: imageAlone },
  { weight: 2, arbitrary: bulletList },
  { weight: 1, arbitrary: numberedList },
  { weight: 1, arbitrary: quote },
  { weight: 1, arbitrary: codeBlock },
);

/** A whole body: blocks separated by blank lines. */
export const editorBodyArbitrary = fc
  .array(block, { minLength: 1, maxLength: 6 })
  .map((blocks) => blocks.join('\n\n'));
