import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { generateDemoCompetition } from '../../demo/generate-demo';
import { compareEvents } from '../events';
import type { CompetitionEvent } from '../model';
import type { FinalResults } from '../results';
import { roundsInOrder } from '../event-snapshot';
import { eventResultsCsv, eventResultsCsvName } from './results-csv';
import { buildResultsFile } from './results-file';
import { resultsFileSchema, type ResultsEvent } from './results-file-schema';
import { withStoredArrays } from './stored-arrays';

const NOW = Date.UTC(2026, 10, 25, 1, 45);
const tree = generateDemoCompetition(NOW, { uids: {} });
const events = tree.events as Record<string, CompetitionEvent>;
const saved = withStoredArrays(tree.resultsSaved) as Record<string, Record<string, unknown>>;
const file = buildResultsFile(tree, NOW);
const eventNamed = (name: string): ResultsEvent => {
  const found = file.events.find((e) => e.name === name);
  if (!found) throw new Error(`no event ${name}`);
  return found;
};
const finished = Object.keys(saved).filter((name) => saved[name].finalResults !== undefined);

describe('the results file', () => {
  it('matches its schema, and the schema refuses a file that breaks it', () => {
    expect(resultsFileSchema.parse(file)).toEqual(file);
    expect(resultsFileSchema.safeParse({ ...file, extra: 1 }).success).toBe(false);
    const broken = structuredClone(file);
    const final = broken.events.flatMap((e) => e.rounds).find((r) => r.status === 'posted' && r.kind === 'final');
    if (final?.status !== 'posted' || final.kind !== 'final') throw new Error('the demo has a posted final');
    final.couples[0].place = 0;
    expect(resultsFileSchema.safeParse(broken).success).toBe(false);
  });

  it('lists every event in program order with its couples and the lettered panel', () => {
    expect(file.events.map((e) => e.name)).toEqual(Object.values(events).sort(compareEvents).map((e) => e.eventName));
    expect(file.panel.map((j) => j.label)).toEqual(file.panel.map((_, i) => 'ABCDEFGHIJ'[i]));
    // The letters are the stored ones every posted result uses, so the key matches every round's columns.
    const letters = (tree.panels as { letters: Record<string, string> }).letters;
    expect(Object.fromEntries(file.panel.map((j) => [j.key, j.label]))).toEqual(letters);
    expect(file.competition.name).toBe('Demo Collegiate DanceSport Championships');
    for (const event of file.events) expect(event.couples.length).toBe(Object.keys(events[event.name].entries ?? {}).length);
  });

  it('gives the posted overall places and the final\'s places per dance', () => {
    expect(finished.length).toBeGreaterThan(0);
    for (const name of finished) {
      const places = (saved[name].finalResults as FinalResults).places;
      const event = eventNamed(name);
      expect(event.placings?.map((p) => [p.entryId, p.place])).toEqual(places.map((p) => [p.entryId, p.place]));
      const final = event.rounds[event.rounds.length - 1];
      if (final.status !== 'posted' || final.kind !== 'final') throw new Error(`${name}: final not posted`);
      expect(final.couples.map((c) => c.place)).toEqual(places.map((p) => p.place));
      for (const c of final.couples) {
        expect(c.dancePlaces).toHaveLength(final.dances.length);
        expect(c.judgePlaces.map((d) => d.length)).toEqual(final.dances.map(() => final.judges.length));
      }
    }
  });

  it('recalls exactly the couples who danced the next round, and marks skipped and unposted rounds', () => {
    let checked = 0;
    for (const event of file.events) {
      const stored = roundsInOrder(events[event.name]);
      event.rounds.forEach((round, i) => {
        if (round.status !== 'posted' || round.kind !== 'recall') return;
        const next = stored[i + 1];
        expect(round.couples.filter((c) => c.recalled).map((c) => c.entryId).sort()).toEqual(Object.keys(next.entries ?? {}).sort());
        for (const c of round.couples) expect(c.recalls.flat().reduce((a: number, b) => a + b, 0)).toBe(c.marks);
        checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(0);
    expect(eventNamed('Bronze Rhythm ChaCha').rounds[0].status).toBe('skipped');
    expect(file.events.some((e) => e.rounds.some((r) => r.status === 'not-posted'))).toBe(true);
  });

  it('makes a CSV per event with one line per couple per posted round', () => {
    const event = eventNamed(finished[0]);
    const parsed = Papa.parse<Record<string, string>>(eventResultsCsv(event), { header: true });
    const postedCouples = event.rounds.reduce((sum, r) => sum + (r.status === 'posted' ? r.couples.length : 0), 0);
    expect(parsed.data).toHaveLength(postedCouples);
    const winner = parsed.data.find((row) => row.Round === 'Final' && row.Place === '1');
    expect(winner?.Lead).toBe(event.placings?.[0].leadName);
    expect(Object.keys(parsed.data[0])).toEqual(['Event', 'Round', 'Number', 'Lead', 'Follow', 'Affiliation', 'Recall marks', 'Recalled', 'Place', ...event.dances.map((d) => `${d} place`)]);
    expect(eventResultsCsvName('Silver Standard')).toBe('silver-standard-results.csv');
  });

  it('has a documented example that matches the schema', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/RESULTS-FORMAT.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/u.exec(doc)?.[1];
    expect(example).toBeDefined();
    expect(resultsFileSchema.safeParse(JSON.parse(example ?? '')).error).toBeUndefined();
  });
});
