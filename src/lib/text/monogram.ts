/**
 * A person's monogram for an avatar: the first letters of their first and last names, upper case
 * ("Sarah Mitchell" → "SM", "Ana María de la Cruz" → "AC", "Prince" → "P"). Titles and suffixes
 * ("Dr.", "Jr.") do not count, so a name starting or ending with one still gets the right letters.
 */
const SKIPPED = new Set(['dr', 'mr', 'mrs', 'ms', 'prof', 'jr', 'sr', 'ii', 'iii', 'iv']);

export function monogram(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((word) => word !== '' && !SKIPPED.has(word.toLowerCase().replace(/\.$/, '')));
  const letter = (word: string | undefined) =>
    word ? (word.match(/\p{L}|\p{N}/u)?.[0] ?? '').toLocaleUpperCase('en-US') : '';
  if (words.length === 0) throw new RangeError(`No letters for a monogram in "${name}"`);
  const first = letter(words[0]);
  const last = words.length > 1 ? letter(words.at(-1)) : '';
  return first + last;
}
