import { RulesSyntaxError } from './errors.ts';

/** The rules file text, able to turn a character offset into a line/column error. */
export class SourceText {
  readonly text: string;
  readonly fileName: string;
  private lineStarts: number[] | undefined;

  constructor(text: string, fileName: string) {
    this.text = text;
    this.fileName = fileName;
  }

  error(offset: number, detail: string): RulesSyntaxError {
    const { line, column } = this.position(offset);
    return new RulesSyntaxError(detail, line, column, this.fileName);
  }

  /** 1-based line and column; columns count UTF-16 code units like most editors. */
  position(offset: number): { line: number; column: number } {
    const starts = this.getLineStarts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  }

  private getLineStarts(): number[] {
    if (this.lineStarts) return this.lineStarts;
    const starts = [0];
    for (let i = 0; i < this.text.length; i++) {
      if (this.text.charCodeAt(i) === 10) starts.push(i + 1);
    }
    this.lineStarts = starts;
    return starts;
  }
}
