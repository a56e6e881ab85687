// What is owed: line items per dancer from the schedule, the entries and each entry's registration time.
// An entry charges each of its two dancers the entry fee at the tier in force when it was registered;
// a dancer pays the registration fee once, at the tier of their earliest chargeable entry. A withdrawn
// entry is chargeable unless the refund rule refunds it; a refunded one counts as never made. The prices are
// the ones in force when the entry was registered (price-history.ts): a later fee change applies to new entries.
import { isPlaceholderEntryId } from '../constants';
import type { CompetitionEvent, Entry } from '../model';
import { type FeeSchedule, type FeeTier, type TierAmounts, amountForTier } from './fee-schedule';
import { type PriceHistory, billingKeyOf, pricesFor } from './price-history';
import { type RegistrationDates, feeTierAt } from './fee-tier';
import { teamRateKey } from './team-rate-key';
import type { Withdrawal, Withdrawals } from './withdrawal';

export interface ChargeInputs {
  schedule: FeeSchedule;
  dates: RegistrationDates;
  events: Readonly<Record<string, CompetitionEvent>>;
  withdrawals?: Readonly<Withdrawals>;
  /** The prices before each change and the re-priced accounts (fees/priceHistory); absent: today's prices for all. */
  history?: PriceHistory;
}

/** Which price applied: the base schedule, the dancer's team rate, or a discount granted to the dancer. */
export type RateSource = 'base' | 'team' | 'discount';

export interface LineItem {
  dancerId: string;
  dancerName: string;
  /** The dancer's team for billing (their earliest chargeable entry's affiliation). */
  affiliation: string;
  kind: 'registration' | 'entry';
  /** Entry lines only. */
  eventName?: string;
  entryId?: string;
  partnerName?: string;
  tier: FeeTier;
  registeredAt: number;
  amount: number;
  rate: RateSource;
  discountLabel?: string;
  /** Set on a withdrawn entry the refund rule does not refund. */
  withdrawnAt?: number;
}

interface Chargeable {
  eventName: string;
  entry: Entry;
  withdrawnAt?: number;
}

function refunded(schedule: FeeSchedule, withdrawal: Withdrawal): boolean {
  return schedule.refund.kind === 'before' && withdrawal.withdrawnAt < schedule.refund.until;
}

/** Active entries, then withdrawn ones still charged; a couple re-entered in the same event counts once. */
export function chargeableEntries(inputs: ChargeInputs): Chargeable[] {
  const active = Object.values(inputs.events).flatMap((event) =>
    Object.values(event.entries ?? {})
      .filter((entry) => !isPlaceholderEntryId(entry.entryId))
      .map((entry) => ({ eventName: event.eventName, entry })));
  const withdrawn = Object.entries(inputs.withdrawals ?? {}).flatMap(([eventName, byEntry]) =>
    Object.entries(byEntry)
      .filter(([entryId, withdrawal]) => !inputs.events[eventName]?.entries?.[entryId] && !refunded(inputs.schedule, withdrawal))
      .map(([, withdrawal]) => ({ eventName, entry: withdrawal.entry, withdrawnAt: withdrawal.withdrawnAt })));
  return [...active, ...withdrawn];
}

interface DancerSeat {
  dancerId: string;
  dancerName: string;
  partnerName: string;
  item: Chargeable;
}

function seats(items: Chargeable[]): DancerSeat[] {
  return items.flatMap((item) => [
    { dancerId: item.entry.leadId, dancerName: item.entry.leadName, partnerName: item.entry.followName, item },
    { dancerId: item.entry.followId, dancerName: item.entry.followName, partnerName: item.entry.leadName, item },
  ]);
}

// A total order: a team sheet saves many entries with one server time, and a dancer's first seat sets the
// affiliation their fees are priced at, so a tie must not be settled by the list's order (which a withdrawal
// changes: withdrawn entries come last) — the property test found a withdrawal that moved a dancer to another team's price.
const earliestFirst = (a: DancerSeat, b: DancerSeat) =>
  a.item.entry.registeredTime - b.item.entry.registeredTime
  || a.item.eventName.localeCompare(b.item.eventName)
  || a.item.entry.entryId.localeCompare(b.item.entry.entryId);

interface PriceQuery {
  dancerId: string;
  affiliation: string;
  fee: 'dancerFee' | 'entryFee';
  tier: FeeTier;
  registeredAt: number;
}

function price(inputs: ChargeInputs, query: PriceQuery): Pick<LineItem, 'amount' | 'rate' | 'discountLabel'> {
  const { schedule } = inputs;
  const { dancerId, affiliation, fee, tier } = query;
  const discountKey = schedule.dancerDiscounts?.[dancerId];
  const discount = discountKey === undefined ? undefined : schedule.discounts?.[discountKey];
  const flat = discount?.[fee];
  if (discount && flat !== undefined) return { amount: flat, rate: 'discount', discountLabel: discount.label };
  const prices = pricesFor(schedule, inputs.history, billingKeyOf(affiliation, dancerId), query.registeredAt);
  const team: TierAmounts | undefined = prices.teamRates?.[teamRateKey(affiliation)]?.[fee];
  if (team) return { amount: amountForTier(team, tier), rate: 'team' };
  return { amount: amountForTier(prices[fee], tier), rate: 'base' };
}

function dancerLines(inputs: ChargeInputs, own: DancerSeat[]): LineItem[] {
  const sorted = [...own].sort(earliestFirst);
  const first = sorted[0];
  const affiliation = first.item.entry.affiliation;
  const base = { dancerId: first.dancerId, dancerName: first.dancerName, affiliation };
  const registrationTier = feeTierAt(inputs.dates, first.item.entry.registeredTime);
  const registration: LineItem = {
    ...base, kind: 'registration', tier: registrationTier, registeredAt: first.item.entry.registeredTime,
    ...price(inputs, { dancerId: first.dancerId, affiliation, fee: 'dancerFee', tier: registrationTier, registeredAt: first.item.entry.registeredTime }),
  };
  const entries = sorted.map((seat): LineItem => {
    const tier = feeTierAt(inputs.dates, seat.item.entry.registeredTime);
    return {
      ...base, kind: 'entry', eventName: seat.item.eventName, entryId: seat.item.entry.entryId, partnerName: seat.partnerName,
      tier, registeredAt: seat.item.entry.registeredTime,
      ...price(inputs, { dancerId: seat.dancerId, affiliation, fee: 'entryFee', tier, registeredAt: seat.item.entry.registeredTime }),
      ...(seat.item.withdrawnAt !== undefined ? { withdrawnAt: seat.item.withdrawnAt } : {}),
    };
  });
  return [registration, ...entries];
}

/** Every line item owed, grouped by dancer (dancers in id order; within a dancer, registration first). */
export function computeCharges(inputs: ChargeInputs): LineItem[] {
  const byDancer = new Map<string, DancerSeat[]>();
  for (const seat of seats(chargeableEntries(inputs))) {
    byDancer.set(seat.dancerId, [...(byDancer.get(seat.dancerId) ?? []), seat]);
  }
  return [...byDancer.keys()].sort().flatMap((dancerId) => dancerLines(inputs, byDancer.get(dancerId) ?? []));
}
