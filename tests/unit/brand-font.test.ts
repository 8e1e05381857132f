import { readFileSync } from 'node:fs';
import { fontace } from 'fontace';
import { describe, expect, it } from 'vitest';

const STYLESHEET = 'src/styles/global.css';
const FONTS = 'src/assets/fonts';
/** What the copy is written in: every page preloads it. */
const CORE = 'inter-core-400-800.woff2';
/** The rest of fontsource's Latin range (accented letters, €, ™): loaded when a page uses one. */
const EXTRA = 'inter-latin-extra-400-800.woff2';
/** The end marker of a font's character map, which fontace lists; not a character anyone types. */
const CMAP_END = 0xffff;

interface Face {
  file: string;
  weight: string;
  unicodeRange: string;
}

/** The stylesheet's `@font-face` rules for Inter, in source order. */
function interFaces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body]) => body!)
    .filter((body) => /font-family:\s*Inter;/.test(body))
    .map((body) => ({
      file: /url\('\.\.\/assets\/fonts\/([^']+)'\)/.exec(body)?.[1] ?? '',
      weight: /font-weight:\s*([^;]+);/.exec(body)?.[1]?.trim() ?? '',
      unicodeRange: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '').replace(/\s+/g, ' ').trim(),
    }));
}

const fileInfo = (file: string) => fontace(readFileSync(`${FONTS}/${file}`));
/** Code points a unicode-range names, as a set (ranges expanded). */
const codePoints = (range: string) =>
  new Set(
    range.split(', ').flatMap((part) => {
      const [from, to = from] = part.replace('U+', '').split('-');
      const start = parseInt(from!, 16);
      return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
    }),
  );

describe('the brand face', () => {
  const faces = interFaces(readFileSync(STYLESHEET, 'utf8'));

  it('is two files, core first', () => {
    expect(faces.map((face) => face.file)).toEqual([CORE, EXTRA]);
  });

  it.each(faces)('$file: its unicode-range and weights are what the file holds', (face) => {
    const info = fileInfo(face.file);
    expect(info.family).toBe('Inter');
    expect(info.isVariable).toBe(true);
    expect(face.weight).toBe(info.weight);
    expect(face.unicodeRange).toBe(info.unicodeRange);
  });

  it('the files share no character, so a page whose text is all core needs one file', () => {
    const extra = codePoints(fileInfo(EXTRA).unicodeRange);
    const shared = [...codePoints(fileInfo(CORE).unicodeRange)].filter(
      (cp) => cp !== CMAP_END && extra.has(cp),
    );
    expect(shared).toEqual([]);
  });

  it('accented letters, €, ™ and typographic spaces are in the extra file', () => {
    const extra = codePoints(fileInfo(EXTRA).unicodeRange);
    const missing = [...'éñüÉçœ€™\u2009'].filter((char) => !extra.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('core holds the characters the copy is written in', () => {
    const core = codePoints(fileInfo(CORE).unicodeRange);
    const copy = 'Managed IT — 24/7 “help”… it’s 2 × faster · © 2026 Northbeam – $1,200 (50%)';
    const missing = [...new Set(copy)].filter((char) => !core.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('BaseLayout preloads the core file', () => {
    const layout = readFileSync('src/layouts/BaseLayout.astro', 'utf8');
    expect(layout).toContain(`import brandFont from '#assets/fonts/${CORE}?url';`);
    expect(layout).toMatch(/<link rel="preload" href=\{brandFont\} as="font" crossorigin \/>/);
  });
});
