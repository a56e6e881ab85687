// Granting a dancer one of the schedule's discounts (a student rate), or taking it away: one write of
// fees/schedule/dancerDiscounts/<dancerId>, after checking the discount exists and the dancer is entered.
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Statement } from './balances';
import type { FeeSchedule } from './fee-schedule';

export type DiscountRefusalCode = 'no-schedule' | 'unknown-discount' | 'unknown-dancer';

export class DiscountRefusedError extends Error {
  constructor(readonly code: DiscountRefusalCode, message: string) {
    super(message);
    this.name = 'DiscountRefusedError';
  }
}

/** `discountKey` null takes the dancer's discount away (they pay the team or base price again). */
export function assignDiscountPatch(schedule: FeeSchedule | null, statement: Statement, dancerId: string, discountKey: string | null): TreeUpdate {
  if (!schedule) throw new DiscountRefusedError('no-schedule', 'There is no fee schedule yet; the organiser sets it on the Setup screen.');
  if (!statement.dancers[dancerId]) throw new DiscountRefusedError('unknown-dancer', 'That dancer has no entries; choose a dancer from the list.');
  if (discountKey !== null && !schedule.discounts?.[discountKey]) {
    throw new DiscountRefusedError('unknown-discount', `The schedule has no discount "${discountKey}"; define it on the Setup screen first.`);
  }
  return { [paths.dancerDiscount(dancerId)]: discountKey };
}
