import { describe, expect, it } from 'vitest';
import type { CompetitionEvent } from '../model';
import { makeEntry } from './make-entry';
import { backNumberOf, leadBackNumbers } from './lead-back-numbers';

const numbered = { ...makeEntry({ leadName: 'Theo Castillo', followName: 'Mia Chen', affiliation: 'TBA', registeredTime: 1 }), leadNumber: 117 };
const later = makeEntry({ leadName: 'theo castillo', followName: 'Mia Chen', affiliation: 'TBA', registeredTime: 2 });
const stranger = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 3 });

const events: Record<string, CompetitionEvent> = {
  'Gold Standard': { eventName: 'Gold Standard', style: 'Standard', eventLevel: 'Gold', dances: { Waltz: 0 }, entries: { [numbered.entryId]: numbered } },
  'Silver Latin': { eventName: 'Silver Latin', style: 'Latin', eventLevel: 'Silver', dances: { Rumba: 0 }, entries: { [later.entryId]: later, [stranger.entryId]: stranger } },
};

describe('backNumberOf', () => {
  it("gives a later entry its lead's number from another event, and none to a lead without one", () => {
    const numbers = leadBackNumbers(events);
    expect(backNumberOf(later, numbers)).toBe(117);
    expect(backNumberOf(numbered, numbers)).toBe(117);
    expect(backNumberOf(stranger, numbers)).toBeUndefined();
  });
});
