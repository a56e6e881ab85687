// The payments ledger (payments/<paymentId>): append-only. A mistake is corrected by a reversing entry
// (negative amount, `reverses` naming the original), so the history stays complete.

export { PAYMENT_METHODS } from '../vocabulary';
export type { PaymentMethod } from '../vocabulary';
export type { Payer, Payment } from '../records';
import type { Payer, PaymentMethod } from '../records';

/** What the treasurer types; who and when are added by the patch builder. */
export interface PaymentDraft {
  payer: Payer;
  amount: number;
  method: PaymentMethod;
  reference?: string;
  note?: string;
}

export type PaymentRefusalCode =
  | 'bad-amount' | 'unknown-team' | 'unknown-dancer' | 'bad-method' | 'id-taken'
  | 'unknown-payment' | 'already-reversed' | 'reversal-of-reversal' | 'missing-reason';

export class PaymentRefusedError extends Error {
  constructor(readonly code: PaymentRefusalCode, message: string) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}
