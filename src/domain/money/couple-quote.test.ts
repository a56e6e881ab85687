import { describe, expect, it } from 'vitest';
import { DATES, EARLY_END, REGULAR_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';
import { computeCharges } from './charges';
import { quoteNewCouple } from './couple-quote';

const MIT = 'MIT Ballroom Dance Team';
const waltz = event('Bronze Standard Waltz', []);
const foxtrot = event('Silver Standard Foxtrot', []);

describe('the quote for a new couple on /register', () => {
  it('is two registration fees and one fee per dancer per ticked event, at the tier in force now', () => {
    const early = quoteNewCouple({ schedule: SCHEDULE, dates: DATES, affiliation: 'Harvard Ballroom', events: [waltz, foxtrot], now: EARLY_END - 10 });
    expect(early).toEqual({ eventCount: 2, registration: 2 * 2000, entries: 2 * 2 * 500, total: 2 * 2000 + 4 * 500 });
    const late = quoteNewCouple({ schedule: SCHEDULE, dates: DATES, affiliation: 'Harvard Ballroom', events: [waltz], now: REGULAR_END + 10 });
    expect(late.entries).toBe(2 * 1000);
  });

  it('applies the team rate the invoice applies', () => {
    const quote = quoteNewCouple({ schedule: SCHEDULE, dates: DATES, affiliation: MIT, events: [waltz], now: EARLY_END + 10 });
    const invoiced = computeCharges({
      schedule: SCHEDULE, dates: DATES,
      events: { [waltz.eventName]: event(waltz.eventName, [entry('Max Bell', 'Ivy Chen', MIT, EARLY_END + 10)]) },
    });
    expect(quote.total).toBe(invoiced.reduce((sum, line) => sum + line.amount, 0));
    expect(quote.registration).toBe(2 * 1500);
  });

  it('with no event ticked, owes the registration fees only', () => {
    expect(quoteNewCouple({ schedule: SCHEDULE, dates: DATES, affiliation: 'Harvard Ballroom', events: [], now: EARLY_END - 10 }))
      .toEqual({ eventCount: 0, registration: 0, entries: 0, total: 0 });
  });
});
