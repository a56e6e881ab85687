import { describe, expect, it } from 'vitest';
import { makeEntry } from '../entries';
import { withdrawOwnEntryPatch } from '../money';
import { type CompetitionEvent, type Round, RoundState } from '../model';
import { eventEntryClosed, eventWithdrawalClosed, startedFirstRound } from './event-entry-window';
import { planRegistration } from './registration-plan';

function round(n: number, roundName: string, roundState: Round['roundState']): Round {
  return { roundId: `Gold Latin-R${n}`, roundName, roundNumber: n, eventName: 'Gold Latin', scheduleIndex: n, recallSize: 6, roundState };
}

function eventWith(...rounds: Round[]): CompetitionEvent {
  const entry = makeEntry({ leadName: 'Ana Lima', followName: 'Ben Okafor', affiliation: 'TBA', registeredTime: 1, registeredBy: 'u1' });
  return {
    eventName: 'Gold Latin', style: 'Latin', eventLevel: 'Gold', dances: { ChaCha: 0 },
    entries: { [entry.entryId]: entry },
    ...(rounds.length > 0 ? { rounds: Object.fromEntries(rounds.map((r) => [String(r.roundNumber), r])) } : {}),
  };
}

const S = RoundState;

describe('the event entry window (registration follows the day)', () => {
  it('is open with no rounds, or while the first round is Empty or Initialized', () => {
    expect(startedFirstRound(eventWith())).toBeNull();
    expect(startedFirstRound(eventWith(round(1, '1st Round', S.Empty), round(2, 'Final', S.Empty)))).toBeNull();
    expect(eventEntryClosed(eventWith(round(1, '1st Round', S.Initialized)))).toBeNull();
  });

  it('closes once the first round is Running, Marked or Posted, saying why', () => {
    for (const state of [S.Running, S.Marked, S.Posted]) {
      expect(startedFirstRound(eventWith(round(1, '1st Round', state), round(2, 'Final', S.Empty)))).toBe(1);
    }
    expect(eventEntryClosed(eventWith(round(1, 'Final', S.Posted)))).toBe('Closed for new entries: its final has started. Ask the organiser at the desk.');
    expect(eventWithdrawalClosed(eventWith(round(1, '1st Round', S.Running), round(2, 'Final', S.Empty))))
      .toBe('You can no longer withdraw from Gold Latin: its first round has started. Ask the organiser to scratch the couple.');
  });

  it('looks past a skipped first round to the first round danced', () => {
    expect(startedFirstRound(eventWith(round(1, 'Semi-Final', S.Skipped), round(2, 'Final', S.Initialized)))).toBeNull();
    expect(startedFirstRound(eventWith(round(1, 'Semi-Final', S.Skipped), round(2, 'Final', S.Running)))).toBe(2);
  });

  it('refuses a competitor\'s late entry by event, and lets the organiser add one', () => {
    const started = eventWith(round(1, 'Final', S.Running));
    const request = {
      couple: { leadName: 'Cy Park', followName: 'Dee Moss', affiliation: 'TBA' }, eventNames: ['Gold Latin'],
      events: { 'Gold Latin': started }, now: 5,
    };
    const late = planRegistration({ ...request, registerer: { kind: 'competitor', uid: 'u2', email: 'cy@example.com' } });
    expect(late).toMatchObject({ ok: false, eventName: 'Gold Latin', refusal: { code: 'event-started', message: expect.stringMatching(/final has started/) } });
    expect(planRegistration({ ...request, registerer: { kind: 'organiser', uid: 'org' } }).ok).toBe(true);
  });

  it('refuses a competitor\'s withdrawal once the first round started, so a placement never vanishes', () => {
    const open = eventWith(round(1, 'Final', S.Initialized));
    const entryId = Object.keys(open.entries ?? {})[0]!;
    expect(() => withdrawOwnEntryPatch(open, entryId, 'u1', 9)).not.toThrow();
    expect(() => withdrawOwnEntryPatch(eventWith(round(1, 'Final', S.Posted)), entryId, 'u1', 9)).toThrow(/no longer withdraw from Gold Latin/);
  });
});
