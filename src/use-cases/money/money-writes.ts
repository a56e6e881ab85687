// The treasurer's and organiser's money actions: each reads what it needs once, asks the domain for the
// update, and sends it atomically. Times are the server's, so the rules' `recordedAt <= now` always holds.
import {
  type FeeSchedule, type HeldReceipts, type Payer, type Payment, type PaymentDraft, type ReceiptDelivery, type RegistrationDates, type Statement,
  assignDiscountPatch, computeCharges, computeStatement, missingReceiptsPatch, paymentsOfBillingAccount, receiptAccounts, receiptUids,
  type RepriceRow, keepEarlierPricesPatch, recordPaymentPatch, repricePatch, reversePaymentPatch, saveFeeSchedulePatch, withReceipts,
} from '../../domain/money';
import type { CompetitionEvent } from '../../domain/model';
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import { trackAction } from '../../data/actions-in-flight';
import { DbError } from '../../data/errors';
import { paths } from '../../data/paths';
import { loadAllEvents } from '../../data/snapshot';
import { getDbWriter } from '../../data/writes/db-writer';
import { feeScheduleSchema, ledgerSchema, priceHistorySchema, withdrawalsSchema } from '../../data/money/money-schemas';

/**
 * Saves the schedule and its dates in one update. The prices it replaces stay with the entries already made
 * (issue 31: a fee change applies to new entries only, unless the organiser re-prices after a preview).
 */
export function saveFeeSchedule(schedule: FeeSchedule, dates: RegistrationDates): Promise<void> {
  return trackAction(async () => {
    const [current, history] = await Promise.all([
      readParsed(paths.feeSchedule(), feeScheduleSchema, null),
      readParsed(paths.priceHistory(), priceHistorySchema, {}),
    ]);
    await getDbWriter().update({ ...saveFeeSchedulePatch(schedule, dates), ...keepEarlierPricesPatch(current, schedule, history) });
  });
}

/** Moves the previewed accounts that have not paid in full onto today's prices, in one update. */
export function repriceEntries(rows: readonly RepriceRow[]): Promise<void> {
  return trackAction(() => getDbWriter().update(repricePatch(rows)));
}

async function readParsed<T>(path: string, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, empty: T): Promise<T> {
  const value = await getDbWriter().readOnce(path);
  if (value === null || value === undefined) return empty;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new DbError('invalid-data', `The record at ${path} is malformed; ask the organiser to check it.`);
  return parsed.data;
}

interface MoneySnapshot {
  schedule: FeeSchedule;
  events: Record<string, CompetitionEvent>;
  ledger: Record<string, Payment>;
  statement: Statement;
}

async function loadMoney(): Promise<MoneySnapshot> {
  const [events, schedule, withdrawals, ledger, early, open, closed, history] = await Promise.all([
    loadAllEvents(),
    readParsed(paths.feeSchedule(), feeScheduleSchema, null),
    readParsed(paths.withdrawals(), withdrawalsSchema, {}),
    readParsed(paths.payments(), ledgerSchema, {}),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationEarly')),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationOpen')),
    getDbWriter().readOnce(paths.metadataField('dateRegistrationClosed')),
    readParsed(paths.priceHistory(), priceHistorySchema, {}),
  ]);
  if (!schedule) throw new DbError('invalid-data', 'There is no fee schedule yet; the organiser sets it on the Setup screen.');
  const asDate = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const dates: RegistrationDates = { dateRegistrationEarly: asDate(early), dateRegistrationOpen: asDate(open), dateRegistrationClosed: asDate(closed) };
  const statement = computeStatement(computeCharges({ schedule, dates, events, withdrawals, history }), Object.values(ledger));
  return { schedule, events, ledger, statement };
}

/** The ledger record with the server's time, and its copies for the accounts it concerns. */
function stamped(patch: TreeUpdate, paymentId: string, uids: readonly string[]): TreeUpdate {
  const record = patch[paths.payment(paymentId)] as Payment;
  const atServer = { ...record, recordedAt: SERVER_TIME } as unknown as Payment;
  return withReceipts({ [paths.payment(paymentId)]: atServer }, atServer, uids);
}

/** What each of these accounts holds now (staff may read every account's copies). */
async function readHeld(uids: readonly string[]): Promise<HeldReceipts> {
  const held = await Promise.all(uids.map(async (uid) => [uid, await readParsed(paths.accountPayments(uid), ledgerSchema, {})] as const));
  return Object.fromEntries(held);
}

/** The copies of the payer's billing account's earlier payments that its accounts are missing. */
async function missingForPayer(payer: Payer, money: MoneySnapshot): Promise<ReceiptDelivery> {
  const earlier = paymentsOfBillingAccount(payer, Object.values(money.ledger), money.statement);
  const held = await readHeld(receiptAccounts(earlier, money.statement, money.events));
  return missingReceiptsPatch(earlier, money.statement, money.events, held);
}

/** Throws PaymentRefusedError (bad amount, unknown team or dancer) before anything is written. */
export function recordPayment(draft: PaymentDraft, recordedBy: string): Promise<string> {
  return trackAction(async () => {
    const money = await loadMoney();
    const { events, ledger, statement } = money;
    const paymentId = getDbWriter().newKey(paths.payments());
    const patch = recordPaymentPatch(draft, { paymentId, recordedBy, recordedAt: Date.now() }, statement, ledger);
    const missing = await missingForPayer(draft.payer, money);
    await getDbWriter().update({ ...missing.patch, ...stamped(patch, paymentId, receiptUids(draft.payer, statement, events)) });
    return paymentId;
  });
}

/**
 * Copies every payment to every account that should hold it and does not (an account that registered for a
 * team after its payments were recorded), in one update. Says how many copies reached how many accounts.
 */
export function sendMissingReceipts(): Promise<ReceiptDelivery> {
  return trackAction(async () => {
    const { events, ledger, statement } = await loadMoney();
    const payments = Object.values(ledger);
    const held = await readHeld(receiptAccounts(payments, statement, events));
    const delivery = missingReceiptsPatch(payments, statement, events, held);
    if (delivery.copies > 0) await getDbWriter().update(delivery.patch);
    return delivery;
  });
}

/** A reversing entry for `originalId`, with the reason as its note. */
export function reversePayment(originalId: string, reason: string, recordedBy: string): Promise<void> {
  return trackAction(async () => {
    const money = await loadMoney();
    const { events, ledger, statement } = money;
    const paymentId = getDbWriter().newKey(paths.payments());
    const patch = reversePaymentPatch(originalId, reason, { paymentId, recordedBy, recordedAt: Date.now() }, ledger);
    const payer = ledger[originalId].payer;
    const missing = await missingForPayer(payer, money);
    await getDbWriter().update({ ...missing.patch, ...stamped(patch, paymentId, receiptUids(payer, statement, events)) });
  });
}

/** Grants the dancer the schedule's discount `discountKey`, or takes theirs away (null). */
export function assignDiscount(dancerId: string, discountKey: string | null): Promise<void> {
  return trackAction(async () => {
    const { schedule, statement } = await loadMoney();
    await getDbWriter().update(assignDiscountPatch(schedule, statement, dancerId, discountKey));
  });
}
