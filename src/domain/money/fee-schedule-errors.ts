// Why a fee schedule cannot be saved: every problem at once, each naming the field it is about.

export type FeeIssueCode =
  | 'tier-dates-out-of-order'
  | 'negative-amount'
  | 'not-whole-cents'
  | 'bad-currency'
  | 'unknown-discount'
  | 'empty-label'
  | 'team-rate-key-mismatch'
  | 'bad-refund-date';

export interface FeeIssue {
  code: FeeIssueCode;
  /** Dotted field path inside the schedule ('dancerFee.early'), or the metadata date's name. */
  field: string;
  message: string;
}

export class FeeScheduleError extends Error {
  constructor(readonly issues: readonly FeeIssue[]) {
    super(issues.map((issue) => issue.message).join(' '));
    this.name = 'FeeScheduleError';
  }
}
