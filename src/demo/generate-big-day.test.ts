import { describe, expect, it } from 'vitest';
import type { CompetitionEvent } from '../domain/model';
import { RoundState } from '../domain/model';
import { generateBigDay } from './generate-big-day';

const STARTS_AT = Date.UTC(2026, 10, 25, 13, 0);
const options = { scrutineerUid: 'uid-scrutineer', deckCaptainUid: 'uid-deck', startsAt: STARTS_AT };

function eventsOf(tree: Record<string, unknown>): CompetitionEvent[] {
  return Object.values(tree.events as Record<string, CompetitionEvent>);
}

describe('generateBigDay', () => {
  it('is the same competition for the same seed, and another for another seed', () => {
    const a = generateBigDay({ ...options, couples: 60 });
    expect(generateBigDay({ ...options, couples: 60 })).toEqual(a);
    expect(generateBigDay({ ...options, couples: 60, seed: 1 }).tree).not.toEqual(a.tree);
  });

  it('reaches the size of a large college competition: 400 couples, 1,200 entries, 60 events', () => {
    const day = generateBigDay(options);
    const events = eventsOf(day.tree);
    expect(events).toHaveLength(60);
    expect(day.entryCount).toBe(1200);
    const entries = events.reduce((n, e) => n + Object.keys(e.entries ?? {}).length, 0);
    expect(entries).toBe(1200);
    const leads = new Set(events.flatMap((e) => Object.values(e.entries ?? {}).map((entry) => entry.leadId)));
    expect(leads.size).toBe(400);
  });

  it('leaves every round to dance, lists each once in the running order, and numbers every couple', () => {
    const day = generateBigDay({ ...options, couples: 80 });
    const events = eventsOf(day.tree);
    const rounds = events.flatMap((e) => Object.values(e.rounds ?? {}));
    expect(day.order).toHaveLength(rounds.length);
    expect(new Set(day.order.map((r) => `${r.eventName}/${r.roundNumber}`)).size).toBe(rounds.length);
    expect(rounds.every((r) => r.roundState !== RoundState.Posted && r.roundState !== RoundState.Running)).toBe(true);
    expect(events.every((e) => Object.values(e.entries ?? {}).every((entry) => typeof entry.leadNumber === 'number'))).toBe(true);
    // Every entry has a simulated standard for the judges, and the judges are officials with role Judge.
    expect(events.every((e) => Object.keys(e.entries ?? {}).every((id) => id in day.skills))).toBe(true);
    const officials = (day.tree.competitionMetadata as { officials: Record<string, { role: string }> }).officials;
    expect(day.judges.every((j) => officials[j.key]?.role === 'Judge')).toBe(true);
  });
});
