import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { resultsTree } from '../../../testing/results-tree';
import ResultsRoute from './results';

afterEach(resetFakes);

describe('Results', () => {
  it('lists events by style with what is posted, the winners, and links to posted events only', async () => {
    renderPublic(<ResultsRoute />, { db: resultsTree(), at: '/results' });
    const latin = await screen.findByRole('region', { name: 'Latin' });
    expect(within(latin).getByRole('link', { name: 'Latin Bronze' })).toHaveAttribute('href', '/results/Latin%20Bronze');
    expect(latin).toHaveTextContent('Final posted');
    expect(await within(latin).findByText(/Winners: 11 Ana Lima & Ben Okafor/)).toBeVisible();
    const standard = screen.getByRole('region', { name: 'Standard' });
    expect(standard).toHaveTextContent('No results yet');
    expect(within(standard).queryByRole('link')).not.toBeInTheDocument();
  });

  it('stays closed until the organisers publish results', async () => {
    const { db } = renderPublic(<ResultsRoute />, { db: resultsTree(false), at: '/results' });
    expect(await screen.findByRole('region', { name: 'Results are not published yet' })).toBeVisible();
    expect(db.listenedPaths).not.toContain('events');
  });

  it('shows loading and error states', async () => {
    renderPublic(<ResultsRoute />, { db: new FakeTreeSource(resultsTree()).hold('events'), at: '/results' });
    expect(await screen.findByText('Loading events...')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderPublic(<ResultsRoute />, { db: new FakeTreeSource(resultsTree()).refuse('competitionMetadata/resultsPageShown'), at: '/results' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the results');
  });
});
