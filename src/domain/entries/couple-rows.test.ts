import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ENTRY } from '../constants';
import { RoundState, couple, makeEvent } from '../../testing/domain/competition-fixtures';
import { couplesOf } from './couple-rows';
import { matchesSearch } from './couple-search';
import { registrationCounts } from './registration-counts';

const [alex, ben, carl] = [couple(0), couple(1, 'Yale University'), couple(2)];
const latin = makeEvent('Silver', 'Latin', ['Rumba'], [carl, alex], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [carl, alex] }]);
const standard = makeEvent('Bronze', 'Standard', ['Waltz'], [alex, ben], []);
standard.entries = { ...standard.entries, [PLACEHOLDER_ENTRY.entryId]: { ...PLACEHOLDER_ENTRY } };
const events = { [latin.eventName]: latin, [standard.eventName]: standard };

describe('couples across events', () => {
  it('lists each couple once, by lead name, with its events, leaving the placeholder out', () => {
    expect(couplesOf(events).map((row) => [row.entry.leadName, row.events])).toEqual([
      ['Alex Park', ['Bronze Standard', 'Silver Latin']],
      ['Ben Ortiz', ['Bronze Standard']],
      ['Carl Nguyen', ['Silver Latin']],
    ]);
  });

  it('finds a couple by either name, the affiliation, or exactly its back number', () => {
    const search = (query: string) => couplesOf(events).filter((row) => matchesSearch(row, query)).map((row) => row.entry.leadNumber);
    expect(search('  amy ')).toEqual([101]);
    expect(search('yale')).toEqual([102]);
    expect(search('103')).toEqual([103]);
    expect(search('10')).toEqual([]);
    expect(search('')).toEqual([101, 102, 103]);
  });

  it('counts couples once, entries per event, and events', () => {
    expect(registrationCounts(events)).toEqual({ couples: 3, entries: 4, events: 2 });
  });
});
