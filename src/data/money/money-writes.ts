// The treasurer's and organiser's money actions: each reads what it needs once, asks the domain for the
// update, and sends it atomically. Times are the server's, so the rules' `recordedAt <= now` always holds.
import {
  type FeeSchedule, type Payment, type PaymentDraft, type RegistrationDates, type Statement,
  computeCharges, computeStatement, receiptUids, recordPaymentPatch, reversePaymentPatch, saveFeeSchedulePatch, withReceipts,
} from '../../domain/fees';
import type { CompetitionEvent } from '../../domain/model';
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import { trackAction } from '../actions-in-flight';
import { DbError } from '../errors';
import { paths } from '../paths';
import { loadAllEvents } from '../admin/snapshot';
import { getDbWriter } from '../writes/db-writer';
import { feeScheduleSchema, ledgerSchema, withdrawalsSchema } from './money-schemas';

export function saveFeeSchedule(schedule: FeeSchedule, dates: RegistrationDates): Promise<void> {
  return trackAction(() => getDbWriter().update(saveFeeSchedulePatch(schedule, dates)));
}

async function readParsed<T>(path: string, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, empty: T): Promise<T> {
  const value = await getDbWriter().readOnce(path);
  if (value === null || value === undefined) return empty;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DbError('invalid-data', `The record at ${path} is malformed; ask the organiser to check it.`);
  return parsed.data;
}

interface MoneySnapshot {
  events: Record<string, CompetitionEvent>;
  ledger: Record<string, Payment>;
  statement: Statement;
}

async function loadMoney(): Promise<MoneySnapshot> {
  const [events, schedule, withdrawals, ledger, early, open, closed] = await Promise.all([
    loadAllEvents(),
    readParsed(paths.feeSchedule(), feeScheduleSchema, null),
    readParsed(paths.withdrawals(), withdrawalsSchema, {}),
    readParsed(paths.payments(), ledgerSchema, {}),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationEarly')),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationOpen')),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationClosed')),
  ]);
  if (!schedule) throw new DbError('invalid-data', 'There is no fee schedule yet; the organiser sets it on the Setup screen.');
  const asDate = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const dates: RegistrationDates = { dateRegistrationEarly: asDate(early), dateRegistrationOpen: asDate(open), dateRegistrationClosed: asDate(closed) };
  const statement = computeStatement(computeCharges({ schedule, dates, events, withdrawals }), Object.values(ledger));
  return { events, ledger, statement };
}

/** The ledger record with the server's time, and its copies for the accounts it concerns. */
function stamped(patch: TreeUpdate, paymentId: string, uids: readonly string[]): TreeUpdate {
  const record = patch[paths.payment(paymentId)] as Payment;
  const atServer = { ...record, recordedAt: SERVER_TIME } as unknown as Payment;
  return withReceipts({ [paths.payment(paymentId)]: atServer }, atServer, uids);
}

/** Throws PaymentRefusedError (bad amount, unknown team or dancer) before anything is written. */
export function recordPayment(draft: PaymentDraft, recordedBy: string): Promise<string> {
  return trackAction(async () => {
    const { events, ledger, statement } = await loadMoney();
    const paymentId = getDbWriter().newKey(paths.payments());
    const patch = recordPaymentPatch(draft, { paymentId, recordedBy, recordedAt: Date.now() }, statement, ledger);
    await getDbWriter().update(stamped(patch, paymentId, receiptUids(draft.payer, statement, events)));
    return paymentId;
  });
}

/** A reversing entry for `originalId`, with the reason as its note. */
export function reversePayment(originalId: string, reason: string, recordedBy: string): Promise<void> {
  return trackAction(async () => {
    const { events, ledger, statement } = await loadMoney();
    const paymentId = getDbWriter().newKey(paths.payments());
    const patch = reversePaymentPatch(originalId, reason, { paymentId, recordedBy, recordedAt: Date.now() }, ledger);
    const payer = ledger[originalId].payer;
    await getDbWriter().update(stamped(patch, paymentId, receiptUids(payer, statement, events)));
  });
}
