// Database data a page's first view receives: the JSON size of every value it reads (the same reads
// as spectator-reads.ts, plus /entries and /competitors, which read the events branch as the live view).
import { paths } from '../../src/domain/tree-paths.ts';

export type ValueAt = (path: string) => Promise<unknown> | unknown;

const SHELL = [paths.metadataField('fullName'), paths.metadataField('socials'), paths.metadataField('resultsPageShown')];

export function pageReads(eventName: string, roundNumbers: readonly number[]): Record<string, string[]> {
  return {
    '/live': [...SHELL, paths.events(), paths.eventSettings()],
    '/entries (one event open)': [...SHELL, paths.events()],
    '/competitors': [...SHELL, paths.events()],
    '/competitors/:id': [...SHELL, paths.events()],
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

export async function pageBytes(valueAt: ValueAt, eventName: string, roundNumbers: readonly number[]): Promise<PageBytes[]> {
  const out: PageBytes[] = [];
  for (const [page, reads] of Object.entries(pageReads(eventName, roundNumbers))) {
    const sizes = await Promise.all(reads.map(async (path) => ({ path, bytes: jsonBytes(await valueAt(path)) })));
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    out.push({ page, bytes: sizes.reduce((a, b) => a + b.bytes, 0), largest });
  }
  return out;
}
