/**
 * What an uploaded XML file must pass before it is parsed (docs/moving-in-and-out.md): UTF-8, no
 * document type declaration (so no entity can be declared: no external entity reads a file or an
 * address, and no entity expands into gigabytes), and well-formed, or it is refused with the line and
 * the reason. WordPress exports have no DOCTYPE, so refusing every one loses nothing.
 */
import { XMLValidator } from 'fast-xml-parser';
import { ImportFileError } from './errors.ts';

/** The line `index` is on (1-based). */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
  }
  return line;
}

/** The index of the first `<!DOCTYPE` or `<!ENTITY` outside CDATA sections and comments, or -1. */
export function declarationIndex(text: string): number {
  let at = 0;
  for (;;) {
    const open = text.indexOf('<!', at);
    if (open === -1) return -1;
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open);
      if (end === -1) return -1;
      at = end + 3;
    } else if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return -1;
      at = end + 3;
    } else if (/^<!(DOCTYPE|ENTITY)/i.test(text.slice(open, open + 9))) {
      return open;
    } else {
      at = open + 2;
    }
  }
}

/** The file's text once it has passed every check; throws ImportFileError (400) otherwise. */
export function checkedXml(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      'file',
      'The file is not UTF-8 text. Export it again from WordPress (Tools → Export).',
    );
  }
  const declaration = declarationIndex(text);
  if (declaration !== -1) {
    throw new ImportFileError(
      'file',
      'the file declares a document type (<!DOCTYPE or <!ENTITY>). Entity declarations are refused: they can read files on the server or expand without limit, and a WordPress export has none.',
      lineAt(text, declaration),
    );
  }
  const verdict = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (verdict !== true) {
    throw new ImportFileError('file', `the XML is malformed: ${verdict.err.msg}`, verdict.err.line);
  }
  return text;
}
