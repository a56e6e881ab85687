// Why an edit of the running order was refused, in words an organiser can act on. A refused edit changes nothing.

export type RunningOrderErrorCode =
  | 'invalid-settings'
  | 'invalid-break'
  | 'no-such-slot'
  | 'no-such-round'
  | 'exceeds-floor'
  | 'different-dances'
  | 'dancer-twice'
  | 'round-has-marks'
  | 'split-round'
  | 'heat-started'
  | 'invalid-split'
  | 'nothing-to-combine'
  | 'creates-clash'
  | 'no-such-event'
  | 'event-has-rounds'
  | 'undo-refused';

export class RunningOrderError extends Error {
  constructor(readonly code: RunningOrderErrorCode, message: string) {
    super(message);
    this.name = 'RunningOrderError';
  }
}
