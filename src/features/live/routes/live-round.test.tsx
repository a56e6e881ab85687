import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../domain/model';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { finalResult, recallResult, resultsTree } from '../../../testing/results-tree';
import LiveRoundRoute from './live-round';

afterEach(resetFakes);

/** The results tree with nothing posted yet: the semi-final on the floor. */
function beforePosting() {
  const tree = resultsTree();
  const event = tree.events['Latin Bronze'];
  event.rounds[1].roundState = RoundState.Running;
  event.rounds[2].roundState = RoundState.Empty;
  return { ...tree, resultsSaved: {} };
}

const open = (at: string, db: Record<string, unknown> | FakeTreeSource = beforePosting()) =>
  renderPublic(<LiveRoundRoute />, { db, at, pattern: '/live/:eventKey/:roundNumber' });

describe('Live round', () => {
  it("shows the round's couples by number, then who is recalled the moment it is posted", async () => {
    const { db } = open('/live/Latin%20Bronze/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latin Bronze — Semi-Final' })).toBeVisible();
    const couples = within(screen.getByRole('list', { name: 'Couples' })).getAllByRole('listitem');
    expect(couples.map((li) => li.textContent?.split(' ')[0])).toEqual(['11', '12', '13', '14', '15', '16']);

    db.set('resultsSaved/Latin Bronze/1', recallResult);
    db.set('events/Latin Bronze/rounds/1/roundState', RoundState.Posted);
    const recalled = await screen.findByRole('list', { name: 'Recalled couples' });
    expect(within(recalled).getAllByRole('listitem').map((li) => li.textContent?.split(' ')[0])).toEqual(['11', '12', '13', '14']);
    expect(screen.getByRole('heading', { name: 'Recalled (4)' })).toBeVisible();
  });

  it("downloads only the round and its results, not the event's entries", async () => {
    const { db } = open('/live/Latin%20Bronze/1');
    await screen.findByRole('list', { name: 'Couples' });
    expect(db.listenedPaths).not.toContain('events/Latin Bronze');
    expect(db.listenedPaths).toEqual(expect.arrayContaining(['events/Latin Bronze/rounds/1', 'resultsSaved/Latin Bronze/1']));
  });

  it("shows a final's placements from the top once posted", async () => {
    const { db } = open('/live/Latin%20Bronze/2');
    expect(within(await screen.findByRole('list', { name: 'Couples' })).getAllByRole('listitem')).toHaveLength(4);
    db.set('resultsSaved/Latin Bronze/2', finalResult);
    const places = within(await screen.findByRole('list', { name: 'Placements' })).getAllByRole('listitem');
    expect(places.map((li) => li.textContent?.match(/^\d+ \d+/)?.[0])).toEqual(['1 11', '2 13', '3 12', '4 14']);
  });

  it('says when a round has no couples drawn yet', async () => {
    const tree = beforePosting();
    tree.events['Latin Bronze'].rounds[2].entries = {};
    open('/live/Latin%20Bronze/2', tree);
    expect(await screen.findByText('The couples for this round are not drawn yet.')).toBeVisible();
  });

  it('shows loading, a missing round and an error', async () => {
    open('/live/Latin%20Bronze/1', new FakeTreeSource(beforePosting()).hold('events/Latin Bronze/rounds/1'));
    expect(await screen.findByText('Loading the round...')).toBeInTheDocument();
    document.body.innerHTML = '';
    open('/live/Latin%20Bronze/7');
    expect(await screen.findByRole('region', { name: 'This round does not exist' })).toBeVisible();
    document.body.innerHTML = '';
    open('/live/Latin%20Bronze/1', new FakeTreeSource(beforePosting()).refuse('resultsSaved/Latin Bronze/1'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The live view lost its data');
  });
});
