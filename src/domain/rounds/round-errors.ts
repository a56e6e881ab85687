// Why a round operation was refused, in words an organiser or scrutineer can act on.

export type RoundOperationCode =
  | 'no-such-round'
  | 'round-running'
  | 'target-started'
  | 'rounds-in-progress'
  | 'not-recalled-from-round'
  | 'missing-results'
  | 'not-scorable';

export class RoundOperationError extends Error {
  constructor(readonly code: RoundOperationCode, message: string) {
    super(message);
    this.name = 'RoundOperationError';
  }
}
