/**
 * A file an import cannot take: answered 400 with the reason (and the line, for XML), and nothing is
 * written. Raised while the files are read and checked, before any item is imported.
 */
export class ImportFileError extends Error {
  /** Which file: the WordPress export or site export (`file`), or the uploads archive (`uploads`). */
  readonly field: 'file' | 'uploads';
  /** The line of the XML the reason is about, when there is one. */
  readonly line: number | undefined;
  constructor(field: 'file' | 'uploads', reason: string, line?: number) {
    super(line === undefined ? reason : `Line ${line}: ${reason}`);
    this.field = field;
    this.line = line;
  }
}
