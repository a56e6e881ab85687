// What a new couple will owe for the events ticked on /register (issue 31: the running total as events are
// ticked). It is priced by the same charges the invoices use, so the quote and the invoice cannot disagree.
import type { CompetitionEvent } from '../model';
import type { PriceHistory } from '../records';
import { type ChargeInputs, computeCharges } from './charges';
import type { FeeSchedule } from './fee-schedule';
import type { RegistrationDates } from './fee-tier';

export interface CoupleQuoteInput {
  schedule: FeeSchedule;
  dates: RegistrationDates;
  history?: PriceHistory;
  /** The team the couple registers for: a team rate applies when the organiser set one. */
  affiliation: string;
  /** The ticked events. */
  events: readonly CompetitionEvent[];
  now: number;
}

export interface CoupleQuote {
  eventCount: number;
  /** Both dancers' registration fees, in cents. */
  registration: number;
  /** Every ticked event for both dancers, in cents. */
  entries: number;
  total: number;
}

/** The couple priced as if neither dancer were registered yet (a dancer already registered pays no second registration fee). */
export function quoteNewCouple(input: CoupleQuoteInput): CoupleQuote {
  const entryOf = (eventName: string) => ({
    entryId: `quote-${eventName}`, leadId: 'quote-lead', followId: 'quote-follow', leadName: 'Lead', followName: 'Follow',
    affiliation: input.affiliation, registeredTime: input.now,
  });
  const events = Object.fromEntries(input.events.map((event) =>
    [event.eventName, { ...event, entries: { [`quote-${event.eventName}`]: entryOf(event.eventName) } }]));
  const charges: ChargeInputs = { schedule: input.schedule, dates: input.dates, events, ...(input.history ? { history: input.history } : {}) };
  const lines = computeCharges(charges);
  const sum = (kind: 'registration' | 'entry') => lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0);
  return { eventCount: input.events.length, registration: sum('registration'), entries: sum('entry'), total: sum('registration') + sum('entry') };
}
