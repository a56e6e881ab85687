import { describe, expect, it } from 'vitest';
import { entryIdFor } from '../entries';
import { makeEntry } from '../entries';
import type { CompetitionEvent } from '../model';
import { RoundState } from '../model';
import { SERVER_TIME } from '../server-time';
import { planRegistration } from './registration-plan';

const couple = { leadName: '  Ana  Lima ', followName: 'Ben Okafor', affiliation: 'CMU Ballroom' };
const competitor = { kind: 'competitor', uid: 'u1', email: 'ana@example.com' } as const;

function event(eventName: string, style: CompetitionEvent['style']): CompetitionEvent {
  return { eventName, style, eventLevel: 'Bronze', dances: { Waltz: 0 } };
}
const events = { 'Latin Bronze': event('Latin Bronze', 'Latin'), 'Standard Bronze': event('Standard Bronze', 'Standard') };

describe('planRegistration', () => {
  it('writes one entry per chosen event and the registrant record, in one patch', () => {
    const plan = planRegistration({
      couple, eventNames: ['Latin Bronze', 'Standard Bronze'], events, registerer: competitor, now: 1000,
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const id = entryIdFor('Ana Lima', 'Ben Okafor');
    expect(Object.keys(plan.patch).sort()).toEqual([
      `events/Latin Bronze/entries/${id}`, `events/Standard Bronze/entries/${id}`, 'registrants/u1',
    ]);
    expect(plan.patch[`events/Latin Bronze/entries/${id}`]).toEqual({
      entryId: id, leadName: 'Ana Lima', followName: 'Ben Okafor', leadId: 'ana lima', followId: 'ben okafor',
      affiliation: 'CMU Ballroom', registeredBy: 'u1', registeredTime: SERVER_TIME,
    });
    expect(plan.patch['registrants/u1']).toEqual({
      email: 'ana@example.com', leadName: 'Ana Lima', followName: 'Ben Okafor',
      waiverAcceptedAt: SERVER_TIME, mediaReleaseAcceptedAt: SERVER_TIME, createdAt: SERVER_TIME,
    });
    expect(plan.entries.map((e) => e.eventName)).toEqual(['Latin Bronze', 'Standard Bronze']);
  });

  it('keeps the creation time of a registrant who registers again', () => {
    const existing = { email: 'ana@example.com', waiverAcceptedAt: 5, mediaReleaseAcceptedAt: 5, createdAt: 5 };
    const plan = planRegistration({
      couple, eventNames: ['Latin Bronze'], events, registerer: { ...competitor, existing }, now: 1000,
    });
    expect(plan.ok && (plan.patch['registrants/u1'] as { createdAt: unknown }).createdAt).toBe(5);
  });

  it('refuses the whole registration, naming the event, when the couple is already in one of them', () => {
    const entered = makeEntry({ leadName: 'ana lima', followName: 'BEN OKAFOR', affiliation: 'TBA', registeredTime: 1 });
    const plan = planRegistration({
      couple,
      eventNames: ['Latin Bronze', 'Standard Bronze'],
      events: { ...events, 'Standard Bronze': { ...events['Standard Bronze'], entries: { [entered.entryId]: entered } } },
      registerer: competitor,
      now: 1000,
    });
    expect(plan).toMatchObject({ ok: false, eventName: 'Standard Bronze', refusal: { code: 'duplicate' } });
    expect(!plan.ok && plan.refusal.message).toBe('ana lima and BEN OKAFOR are already entered in this event.');
  });

  it('leaves the registrant record alone when events are added to a couple registered before', () => {
    const plan = planRegistration({
      couple, eventNames: ['Latin Bronze'], events, registerer: { ...competitor, writeRegistrant: false }, now: 1,
    });
    expect(plan.ok && Object.keys(plan.patch)).toEqual([`events/Latin Bronze/entries/${entryIdFor('Ana Lima', 'Ben Okafor')}`]);
  });

  it('refuses a registration with no events', () => {
    const plan = planRegistration({ couple, eventNames: [], events, registerer: competitor, now: 1 });
    expect(plan).toMatchObject({ ok: false, eventName: null, refusal: { code: 'no-events', message: 'Choose at least one event.' } });
  });

  it('refuses an event that no longer exists', () => {
    const plan = planRegistration({ couple, eventNames: ['Gone'], events, registerer: competitor, now: 1 });
    expect(plan).toMatchObject({ ok: false, eventName: 'Gone', refusal: { code: 'unknown-event' } });
  });

  it("puts an organiser's late entry on a first round that has not started", () => {
    const round = { roundId: 'Latin Bronze-R1', roundName: 'Final', roundNumber: 1, eventName: 'Latin Bronze', scheduleIndex: 1, recallSize: 6, roundState: RoundState.Empty };
    const withRound = { 'Latin Bronze': { ...events['Latin Bronze'], rounds: { 1: round } } };
    const plan = planRegistration({ couple, eventNames: ['Latin Bronze'], events: withRound, registerer: { kind: 'organiser', uid: 'org' }, now: 1 });
    const id = entryIdFor('Ana Lima', 'Ben Okafor');
    expect(plan.ok && plan.patch[`events/Latin Bronze/rounds/1/entries/${id}`]).toEqual({
      leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'CMU Ballroom',
    });
  });

  it('writes no registrant and no owner for an organiser, and the back number they give', () => {
    const plan = planRegistration({
      couple, eventNames: ['Latin Bronze'], events, registerer: { kind: 'organiser', uid: 'org', leadNumber: 42 }, now: 1,
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(Object.keys(plan.patch)).toHaveLength(1);
    const entry = Object.values(plan.patch)[0] as Record<string, unknown>;
    expect(entry.leadNumber).toBe(42);
    expect(entry).not.toHaveProperty('registeredBy');
    expect(entry).not.toHaveProperty('checkedIn');
  });

  describe('with the couple records (issue 19)', () => {
    const id = entryIdFor('Ana Lima', 'Ben Okafor');
    const noRecords = { couples: {}, people: {} };

    it('writes the couple, the new people and the slot claim in the same patch as the entries', () => {
      const plan = planRegistration({ couple, eventNames: ['Latin Bronze'], events, registerer: competitor, records: { ...noRecords, slots: { 0: 'x~y' } }, now: 1000 });
      expect(plan.ok).toBe(true);
      if (!plan.ok) return;
      expect(Object.keys(plan.patch).sort()).toEqual([
        'accountCouples/u1/1', `couples/${id}`, `events/Latin Bronze/entries/${id}`, 'people/ana lima', 'people/ben okafor', 'registrants/u1',
      ]);
      expect(plan.patch[`couples/${id}`]).toMatchObject({ coupleId: id, ownerUid: 'u1', slot: 1, createdAt: SERVER_TIME, affiliation: 'CMU Ballroom' });
    });

    it('refuses a couple another account registered, and an account at the cap, before any write', () => {
      const theirs = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'CMU Ballroom', registeredTime: 1, registeredBy: 'u2' });
      const entered = { ...events, 'Standard Bronze': { ...events['Standard Bronze'], entries: { [id]: theirs } } };
      const exists = planRegistration({ couple, eventNames: ['Latin Bronze'], events: entered, registerer: competitor, records: noRecords, now: 1 });
      expect(exists).toMatchObject({ ok: false, eventName: null, refusal: { code: 'couple-exists', coupleId: id } });
      const full = { 0: 'a', 1: 'b', 2: 'c', 3: 'd' };
      const capped = planRegistration({ couple, eventNames: ['Latin Bronze'], events, registerer: competitor, records: { ...noRecords, slots: full }, now: 1 });
      expect(capped).toMatchObject({ ok: false, refusal: { code: 'account-cap' } });
      const captain = planRegistration({ couple, eventNames: ['Latin Bronze'], events, registerer: competitor, records: { ...noRecords, slots: full, teamCaptain: true }, now: 1 });
      expect(captain.ok).toBe(true);
    });

    it('names the couple for an organiser at the desk as the organiser\'s, with no slot', () => {
      const plan = planRegistration({ couple, eventNames: ['Latin Bronze'], events, registerer: { kind: 'organiser', uid: 'org' }, records: noRecords, now: 1 });
      expect(plan.ok && plan.patch[`couples/${id}`]).toMatchObject({ ownerUid: 'org' });
      expect(plan.ok && Object.keys(plan.patch).some((path) => path.startsWith('accountCouples/'))).toBe(false);
    });
  });
});
