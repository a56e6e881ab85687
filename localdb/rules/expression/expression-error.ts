/** A problem in one rule expression; `offset` is within the expression text, mapped to the file later. */
export class ExpressionError extends Error {
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(message);
    this.name = 'ExpressionError';
    this.offset = offset;
  }
}
