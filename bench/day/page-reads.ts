// Database data a page's first view receives: the JSON size of every value it reads (the same reads
// as spectator-reads.ts, plus /entries and /competitors). Since issue 23 item 2 the spectators' pages read the
// public summaries (src/domain/summaries), not the events branch.
import { paths } from '../../src/domain/tree-paths.ts';

export type ValueAt = (path: string) => Promise<unknown> | unknown;

const SHELL = [paths.metadataField('fullName'), paths.metadataField('socials'), paths.metadataField('resultsPageShown')];

/** `personId`: the dancer whose page is measured (the one with the most entries, the worst case). */
export function pageReads(eventName: string, roundNumbers: readonly number[], personId = '', openEvent = eventName): Record<string, string[]> {
  return {
    // useEventIndex, useEventSettings, useIndexTimeline (schedule/) — src/features/live/routes/live.tsx
    '/live': [...SHELL, paths.eventIndex(), paths.eventSettings(), paths.schedule()],
    // useEventIndex, then the opened event's list — src/features/entries/routes/entries.tsx
    '/entries (one event open)': [...SHELL, paths.eventIndex(), paths.eventEntryList(openEvent)],
    // useCompetitorList — competitors.tsx
    '/competitors': [...SHELL, paths.competitorList()],
    // useCompetitorEntries, useEventIndex, useIndexTimeline — competitor-details.tsx
    '/competitors/:id': [...SHELL, paths.competitorEntries(personId), paths.eventIndex(), paths.schedule()],
    '/results/:event': [...SHELL, paths.eventResults(eventName), ...roundNumbers.map((n) => paths.roundField(eventName, n, 'roundName'))],
  };
}

export interface PageBytes {
  page: string;
  bytes: number;
  /** The largest read and its share. */
  largest: { path: string; bytes: number };
}

const jsonBytes = (value: unknown) => (value === null || value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value), 'utf8'));

/** The worst cases a spectator can open: the event with the most couples, the dancer with the most entries. */
async function largest(valueAt: ValueAt, path: string): Promise<string> {
  const value = (await valueAt(path)) as Record<string, unknown> | null | undefined;
  const sizes = Object.entries(value ?? {}).map(([key, child]) => [key, jsonBytes(child)] as const);
  return sizes.reduce<readonly [string, number]>((a, b) => (b[1] > a[1] ? b : a), ['', -1])[0];
}

export async function pageBytes(valueAt: ValueAt, eventName: string, roundNumbers: readonly number[]): Promise<PageBytes[]> {
  const out: PageBytes[] = [];
  const personId = await largest(valueAt, paths.competitorEntries('').replace(/\/$/, ''));
  const openEvent = await largest(valueAt, paths.eventEntryLists());
  for (const [page, reads] of Object.entries(pageReads(eventName, roundNumbers, personId, openEvent))) {
    const sizes = await Promise.all(reads.map(async (path) => ({ path, bytes: jsonBytes(await valueAt(path)) })));
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    out.push({ page, bytes: sizes.reduce((a, b) => a + b.bytes, 0), largest });
  }
  return out;
}
