import { describe, expect, it } from 'vitest';
import { couple, makeEvent, RoundState } from '../../../testing/domain/competition-fixtures';
import { dayModelOf, scheduleSettingsOf } from '../../../domain/running-order';
import { dancerChoice, dancersOfDay, floorChoice, heatSheetChoiceOf, WHOLE_DAY } from './heat-sheet-choice';

const latin = makeEvent('Silver', 'Latin', ['Rumba'], [couple(1), couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(1), couple(0)] }]);
const day = dayModelOf({
  events: { [latin.eventName]: latin },
  slots: { s1: { kind: 'heat', number: 1, position: 1, rounds: { 'Silver Latin-R1': { eventName: 'Silver Latin', roundNumber: 1 } } } },
  settings: scheduleSettingsOf(undefined),
}, 0);

describe('heat sheet choice', () => {
  it('lists the dancers of the day by name, leads and follows, each once', () => {
    expect(dancersOfDay(day).map((d) => d.name)).toEqual(['Alex Park', 'Amy Wu', 'Bea Long', 'Ben Ortiz']);
  });

  it('reads the whole day, a floor or a dancer from the URL, and an unknown value as the whole day', () => {
    const ben = dancersOfDay(day).find((d) => d.name === 'Ben Ortiz');
    expect(heatSheetChoiceOf(WHOLE_DAY, day)).toEqual({ filter: {}, title: 'Heat sheet' });
    expect(heatSheetChoiceOf(floorChoice('B'), day)).toEqual({ filter: { floor: 'B' }, title: 'Heat sheet: floor B' });
    expect(heatSheetChoiceOf(dancerChoice(ben?.id ?? ''), day)).toEqual({ filter: { competitorId: ben?.id }, title: 'Heat sheet: Ben Ortiz' });
    expect(heatSheetChoiceOf('Silver Latin', day)).toEqual({ filter: {}, title: 'Heat sheet' });
  });
});
