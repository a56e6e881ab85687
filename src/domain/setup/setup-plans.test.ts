import { describe, expect, it } from 'vitest';
import type { CompetitionEvent } from '../model';
import { displaySettingsPatch, liveRefreshPatch, togglesOf } from './display-settings';
import { createEventsPlan, eventDancesPatch, removeEventPatch } from './events-plan';
import { draftOf, metadataPatch, metadataProblem } from './metadata-draft';

describe('setup plans', () => {
  it('creates one event per chosen level, skipping those that exist, dances in program order', () => {
    const existing = { 'Bronze Latin': { eventName: 'Bronze Latin' } as CompetitionEvent };
    const plan = createEventsPlan(existing, { style: 'Latin', levels: ['Bronze', 'Silver'], dances: ['Rumba', 'ChaCha'] });
    expect(plan.created).toEqual(['Silver Latin']);
    expect(plan.skipped).toEqual(['Bronze Latin']);
    expect(plan.patch).toEqual({ 'events/Silver Latin': { eventName: 'Silver Latin', style: 'Latin', eventLevel: 'Silver', dances: { ChaCha: 0, Rumba: 1 } } });
    expect(() => createEventsPlan({}, { style: 'Latin', levels: [], dances: ['Rumba'] })).toThrow('Choose at least one level.');
  });

  it('edits an event\'s dances and removes an event with its marks and results', () => {
    const event = { eventName: 'Silver Latin', style: 'Latin', eventLevel: 'Silver', dances: {} } as CompetitionEvent;
    expect(() => eventDancesPatch(event, [])).toThrow('Silver Latin needs at least one dance.');
    expect(removeEventPatch('Silver Latin')).toEqual({ 'events/Silver Latin': null, 'marks/Silver Latin': null, 'resultsSaved/Silver Latin': null });
  });

  it('writes each display toggle on its own path and the live refresh index alone', () => {
    const toggles = togglesOf({ showScheduleIndex: true });
    expect(toggles.showScheduleIndex).toBe(true);
    expect(toggles.hideLevelIcons).toBe(false);
    const patch = displaySettingsPatch(toggles);
    expect(Object.keys(patch)).toHaveLength(6);
    expect(Object.values(patch).filter(Boolean)).toEqual([true]);
    expect(Object.values(liveRefreshPatch(() => 0.25))).toEqual([0.25]);
  });

  it('checks the metadata draft and drops blank social links', () => {
    const draft = { ...draftOf(undefined), fullName: ' Ballroom Classic ', startDate: '2026-11-28', endDate: '2026-11-27' };
    expect(metadataProblem(draft)).toBe('The last day is before the first day.');
    const fixed = { ...draft, endDate: '2026-11-29' };
    expect(metadataProblem(fixed)).toBeNull();
    const patch = metadataPatch(fixed);
    expect(patch['competitionMetadata/fullName']).toBe('Ballroom Classic');
    expect(patch['competitionMetadata/socials']).toBeNull();
  });
});
