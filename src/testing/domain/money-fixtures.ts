// A small priced competition for the fee tests: three deadlines, base prices, one team rate, a student rate.
import { makeEntry } from '../../domain/entries';
import type { CompetitionEvent, Entry } from '../../domain/model';
import type { FeeSchedule } from '../../domain/money';
import type { RegistrationDates } from '../../domain/money';
import { teamRateKey } from '../../domain/money';

export const EARLY_END = Date.UTC(2026, 9, 1);
export const REGULAR_END = Date.UTC(2026, 10, 1);
export const CLOSE = Date.UTC(2026, 10, 20);
export const DATES: RegistrationDates = { dateRegistrationEarly: EARLY_END, dateRegistrationOpen: REGULAR_END, dateRegistrationClosed: CLOSE };

export const SCHEDULE: FeeSchedule = {
  currency: 'USD',
  dancerFee: { early: 2000, regular: 3000, late: 4500 },
  entryFee: { early: 500, regular: 700, late: 1000 },
  teamRates: { [teamRateKey('MIT Ballroom Dance Team')]: { affiliation: 'MIT Ballroom Dance Team', dancerFee: { regular: 1500 } } },
  discounts: { student: { label: 'Student rate', dancerFee: 1000 } },
  refund: { kind: 'before', until: REGULAR_END },
};

export function entry(lead: string, follow: string, affiliation: string, registeredTime: number): Entry {
  return makeEntry({ leadName: lead, followName: follow, affiliation, registeredTime });
}

export function event(eventName: string, entries: readonly Entry[]): CompetitionEvent {
  return {
    eventName, style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0 },
    entries: Object.fromEntries(entries.map((e) => [e.entryId, e])),
  };
}
