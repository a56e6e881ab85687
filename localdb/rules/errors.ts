/** A rules file that cannot be used: bad JSON, an unknown rule key, or an expression that does not parse. */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly fileName: string;
  /** The problem alone, without the file position prefix. */
  readonly detail: string;

  constructor(detail: string, line: number, column: number, fileName = 'database.rules.json') {
    super(`${fileName}:${line}:${column}: ${detail}`);
    this.name = 'RulesSyntaxError';
    this.line = line;
    this.column = column;
    this.fileName = fileName;
    this.detail = detail;
  }
}
