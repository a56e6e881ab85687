// The payments ledger (payments/<paymentId>): append-only. A mistake is corrected by a reversing entry
// (negative amount, `reverses` naming the original), so the history stays complete.

export const PAYMENT_METHODS = ['cash', 'cheque', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who a payment is recorded against: a team (affiliation) or one dancer (dancerId = competitorIdFor). */
export type Payer = { kind: 'team'; affiliation: string } | { kind: 'dancer'; dancerId: string };

export interface Payment {
  paymentId: string;
  payer: Payer;
  /** Cents: positive for money received, negative only on a reversal. */
  amount: number;
  method: PaymentMethod;
  reference?: string;
  note?: string;
  /** uid of the organiser or treasurer who recorded it. */
  recordedBy: string;
  recordedAt: number;
  /** On a reversal: the paymentId it cancels. */
  reverses?: string;
}

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
