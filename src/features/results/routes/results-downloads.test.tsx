// The results as files for other sites: the JSON file from /results checked against its published schema,
// and one event's CSV from its details page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DbError } from '../../../data/errors';
import { RESULTS_FORMAT, resultsFileSchema } from '../../../domain/transfer';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { resultsTree } from '../../../testing/results-tree';
import { resultsDownloads } from '../utils/results-parts';
import ResultDetailsRoute from './result-details';
import ResultsRoute from './results';

let files: { name: string; blob: Blob }[] = [];

// The file-making code is imported once up front: its first import is transformed on the spot, slower under load
// than waitFor waits (on-demand.test.tsx covers the loading and failure states).
beforeAll(() => resultsDownloads.load());

/** jsdom has no object URLs and does not download: keep each file the screen hands to the browser. */
beforeEach(() => {
  files = [];
  let blob: Blob | null = null;
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => ((blob = b), 'blob:results')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetFakes();
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

describe('results downloads', () => {
  it('gives the whole competition as a results file that meets the published schema', async () => {
    // Judges are public competition details: the panel in the file names them.
    const tree = resultsTree();
    const withPanel = { ...tree, competitionMetadata: { ...tree.competitionMetadata, startDate: '2026-11-28', endDate: '2026-11-29', officials: { 'j-a': { name: 'Ada Judge', role: 'Judge' } } } };
    renderPublic(<ResultsRoute />, { db: withPanel, at: '/results' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download results (JSON)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('results.json');
    const parsed = resultsFileSchema.safeParse(JSON.parse(await textOf(files[0].blob)));
    expect(parsed.success, parsed.error?.message).toBe(true);
    const file = parsed.data;
    expect(file?.format).toBe(RESULTS_FORMAT);
    expect(file?.panel).toEqual([{ key: 'j-a', label: 'A', name: 'Ada Judge' }]);
    // In program order: Standard before Latin.
    expect(file?.events.map((e) => e.name)).toEqual(['Standard Gold', 'Latin Bronze']);
    const [gold, bronze] = file?.events ?? [];
    const [semi, final] = bronze?.rounds ?? [];
    expect(semi).toMatchObject({ name: 'Semi-Final', status: 'posted', kind: 'recall' });
    expect(final).toMatchObject({ name: 'Final', status: 'posted', kind: 'final' });
    expect(bronze?.placings?.map((p) => p.number)).toEqual([11, 13, 12, 14]);
    expect(gold?.rounds).toEqual([{ number: 1, name: 'Final', status: 'not-posted' }]);
  });

  it('gives one event as CSV from its results page', async () => {
    renderPublic(<ResultDetailsRoute />, { db: resultsTree(), at: '/results/Latin%20Bronze', pattern: '/results/:event' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toBe('latin-bronze-results.csv');
    const rows = Papa.parse<Record<string, string>>(await textOf(files[0].blob), { header: true }).data;
    const final = rows.filter((r) => r.Round === 'Final');
    expect(final.map((r) => [r.Number, r.Place])).toEqual([['11', '1'], ['13', '2'], ['12', '3'], ['14', '4']]);
    expect(rows.filter((r) => r.Round === 'Semi-Final')).toHaveLength(6);
  });
  it('says it is preparing the file while it reads, and why it gave none when the read fails', async () => {
    const { db } = renderPublic(<ResultsRoute />, { db: resultsTree(), at: '/results' });
    let fail: (error: unknown) => void = () => {};
    const read = vi.spyOn(db, 'readOnce').mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const button = await screen.findByRole('button', { name: 'Download results (JSON)' });
    await userEvent.click(button);
    // Announced: the words are in a status region (the event list may still show its own).
    expect((await screen.findByText('Preparing the file...')).closest('[role="status"]')).not.toBeNull();
    expect(button).toBeDisabled();
    await waitFor(() => expect(read).toHaveBeenCalled()); // the file code has arrived and is reading
    fail(new DbError('offline', 'The database could not be reached. Check your connection and try again.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database could not be reached. Check your connection and try again.');
    expect(alert).toHaveFocus();
    expect(button).toBeEnabled();
    expect(files).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
