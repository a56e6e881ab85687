// Money, one truth (issue 31): the price of an entry is fixed when it is registered. A later change of the fee
// schedule applies to new entries only; the prices before it are kept in fees/priceHistory/earlier, each with the
// instant it stopped applying. The organiser may re-price a team's or an independent dancer's earlier entries
// (fees/priceHistory/repricedAt), after a preview; paid stays paid (see reprice-preview.ts).
import type { EarlierPrices, FeeSchedule, PriceHistory, TeamRate, TierAmounts } from '../records';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { SERVER_TIME } from '../server-time';
import { isIndependentAffiliation } from './affiliation-kind';
import { teamRateKey } from './team-rate-key';

export type { EarlierPrices, PriceHistory } from '../records';

/** The amounts that make a price (discounts, refund and instructions are always today's). */
export interface Prices {
  dancerFee: TierAmounts;
  entryFee: TierAmounts;
  teamRates?: Readonly<Record<string, TeamRate>>;
}

/** Whom a charge is billed to: a team (affiliation) or, for Other and TBA, the dancer alone. */
export function billingKeyOf(affiliation: string, dancerId: string): string {
  return isIndependentAffiliation(affiliation) ? `dancer~${dancerId}` : `team~${teamRateKey(affiliation)}`;
}

function pricesOf(source: Prices): Prices {
  return { dancerFee: source.dancerFee, entryFee: source.entryFee, ...(source.teamRates ? { teamRates: source.teamRates } : {}) };
}

/** The earlier price lists, the oldest first. */
function earlierLists(history: PriceHistory | undefined): EarlierPrices[] {
  return Object.values(history?.earlier ?? {}).sort((a, b) => a.until - b.until);
}

/**
 * The prices for a charge of `billingKey` registered at `registeredAt`: the first earlier list still in force then,
 * else today's schedule. A re-priced account's earlier entries count as registered when it was re-priced.
 */
export function pricesFor(schedule: FeeSchedule, history: PriceHistory | undefined, billingKey: string, registeredAt: number): Prices {
  const at = Math.max(registeredAt, history?.repricedAt?.[billingKey] ?? 0);
  const list = earlierLists(history).find((earlier) => at < earlier.until);
  return pricesOf(list ?? schedule);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** True when the two schedules charge the same (discounts, refund and instructions aside). */
export function samePrices(a: FeeSchedule, b: FeeSchedule): boolean {
  return same(a.dancerFee, b.dancerFee) && same(a.entryFee, b.entryFee) && same(a.teamRates, b.teamRates);
}

/**
 * Saving a schedule whose prices differ from the current one keeps the current prices for the entries already
 * made: one more earlier list, ending now (the server's time). Nothing when the prices did not change or there
 * was no schedule before.
 */
export function keepEarlierPricesPatch(current: FeeSchedule | null, next: FeeSchedule, history: PriceHistory | undefined): TreeUpdate {
  if (!current || samePrices(current, next)) return {};
  const taken = new Set(Object.keys(history?.earlier ?? {}));
  let n = taken.size + 1;
  while (taken.has(`v${n}`)) n += 1;
  return { [paths.earlierPrices(`v${n}`)]: { ...pricesOf(current), until: SERVER_TIME } };
}
