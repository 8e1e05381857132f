/** A CSV of redirects that is refused whole, naming each bad line (csv.ts). */
export interface CsvProblem {
  line: number;
  message: string;
}

export class RedirectCsvError extends Error {
  readonly problems: CsvProblem[];
  constructor(problems: CsvProblem[]) {
    super(
      `The CSV has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported.`,
    );
    this.problems = problems;
  }
}
