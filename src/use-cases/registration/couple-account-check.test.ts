import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../domain/entries';
import type { CompetitionEvent } from '../../domain/model';
import { coupleAccountProblem } from './couple-account-check';

function eventWith(entries: { lead: string; follow: string; by: string }[]): Record<string, CompetitionEvent> {
  const made = entries.map((e) => makeEntry({ leadName: e.lead, followName: e.follow, affiliation: 'TBA', registeredTime: 1, registeredBy: e.by }));
  return {
    'Bronze Latin': {
      eventName: 'Bronze Latin', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 },
      entries: Object.fromEntries(made.map((e) => [e.entryId, e])),
    } as CompetitionEvent,
  };
}

describe('coupleAccountProblem', () => {
  const events = eventWith([{ lead: 'Theo Castillo', follow: 'Mia Chen', by: 'first' }]);

  it('refuses a couple registered from another account, whatever the spelling, and says what to do', () => {
    const problem = coupleAccountProblem({ leadName: 'theo  castillo', followName: 'MIA CHEN' }, { uid: 'second' }, events);
    expect(problem?.kind).toBe('couple-exists');
    expect(problem?.message).toMatch(/already registered from another account\. Sign in with that account .* ask the organiser/);
  });

  it('lets the owning account add events for its couple, and anyone register a new couple', () => {
    expect(coupleAccountProblem({ leadName: 'Theo Castillo', followName: 'Mia Chen' }, { uid: 'first' }, events)).toBeNull();
    expect(coupleAccountProblem({ leadName: 'Ana Lima', followName: 'Ben Okafor' }, { uid: 'second' }, events)).toBeNull();
  });

  it('stops an account at the cap of couples, unless it holds a team captain grant', () => {
    const four = eventWith(['A', 'B', 'C', 'D'].map((x) => ({ lead: `${x} Lead`, follow: `${x} Follow`, by: 'busy' })));
    const fifth = { leadName: 'E Lead', followName: 'E Follow' };
    expect(coupleAccountProblem(fifth, { uid: 'busy' }, four)).toMatchObject({ kind: 'account-cap', message: expect.stringMatching(/registered 4 couples, the most one account may \(4\)/) });
    expect(coupleAccountProblem(fifth, { uid: 'busy', teamCaptain: true }, four)).toBeNull();
    expect(coupleAccountProblem(fifth, { uid: 'busy' }, four, 5)).toBeNull();
    expect(coupleAccountProblem({ leadName: 'A Lead', followName: 'A Follow' }, { uid: 'busy' }, four)).toBeNull();
  });
});
