// Recording a payment or its reversal: checked first, then one write of a new payments/<id> record.
// The id comes from the data layer (a push key); an id already in the ledger is refused, never overwritten.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Statement } from './balances';
import { isWholeCents } from './money';
import { PAYMENT_METHODS, type Payment, type PaymentDraft, PaymentRefusedError } from './payment';

export interface RecordedBy {
  paymentId: string;
  recordedBy: string;
  recordedAt: number;
}

const trimmedOptional = (key: 'reference' | 'note', value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? {} : { [key]: text };
};

/** The refusal for a draft, or null: amount, method, and that the team or dancer owes something here. */
export function paymentDraftProblem(draft: PaymentDraft, statement: Statement): PaymentRefusedError | null {
  if (!isWholeCents(draft.amount) || draft.amount <= 0) {
    return new PaymentRefusedError('bad-amount', 'Enter an amount greater than zero, in whole cents.');
  }
  if (!(PAYMENT_METHODS as readonly string[]).includes(draft.method)) {
    return new PaymentRefusedError('bad-method', 'Choose how it was paid: cash, cheque, card or transfer.');
  }
  if (draft.payer.kind === 'team' && !statement.teams[draft.payer.affiliation]) {
    return new PaymentRefusedError('unknown-team', `No team "${draft.payer.affiliation}" has dancers entered; choose a team from the list.`);
  }
  if (draft.payer.kind === 'dancer' && !statement.dancers[draft.payer.dancerId]) {
    return new PaymentRefusedError('unknown-dancer', 'That dancer has no entries; choose a dancer from the list.');
  }
  return null;
}

export function recordPaymentPatch(draft: PaymentDraft, by: RecordedBy, statement: Statement, ledger: Readonly<Record<string, Payment>>): TreeUpdate {
  const problem = paymentDraftProblem(draft, statement);
  if (problem) throw problem;
  if (ledger[by.paymentId]) throw new PaymentRefusedError('id-taken', 'A payment with this id is already recorded; try again.');
  const payment: Payment = {
    paymentId: by.paymentId, payer: draft.payer, amount: draft.amount, method: draft.method,
    ...trimmedOptional('reference', draft.reference), ...trimmedOptional('note', draft.note),
    recordedBy: by.recordedBy, recordedAt: by.recordedAt,
  };
  return { [paths.payment(by.paymentId)]: payment };
}

/** A reversal cancels one payment exactly (same payer and method, opposite amount); the reason is its note. */
export function reversePaymentPatch(originalId: string, reason: string, by: RecordedBy, ledger: Readonly<Record<string, Payment>>): TreeUpdate {
  const original = ledger[originalId];
  if (!original) throw new PaymentRefusedError('unknown-payment', 'That payment is not in the ledger; refresh and try again.');
  if (original.reverses !== undefined) throw new PaymentRefusedError('reversal-of-reversal', 'This entry is itself a reversal; record the payment again instead.');
  if (Object.values(ledger).some((p) => p.reverses === originalId)) {
    throw new PaymentRefusedError('already-reversed', 'This payment has already been reversed.');
  }
  if (reason.trim() === '') throw new PaymentRefusedError('missing-reason', 'Say why the payment is reversed (for example: cheque bounced, typed 50 for 5).');
  if (ledger[by.paymentId]) throw new PaymentRefusedError('id-taken', 'A payment with this id is already recorded; try again.');
  const reversal: Payment = {
    paymentId: by.paymentId, payer: original.payer, amount: -original.amount, method: original.method,
    ...(original.reference !== undefined ? { reference: original.reference } : {}),
    note: reason.trim(), recordedBy: by.recordedBy, recordedAt: by.recordedAt, reverses: originalId,
  };
  return { [paths.payment(by.paymentId)]: reversal };
}
