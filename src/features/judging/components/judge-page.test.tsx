import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../data/auth/auth-provider';
import { setAuthGateway } from '../../../data/auth/auth-gateway-instance';
import { LiveValueStore } from '../../../data/live-value-store';
import { setLiveValueStore } from '../../../data/use-db-value';
import { RoundState } from '../../../domain/model';
import { createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { FakeLinkPorts } from '../../../testing/fake-link-ports';
import { setLinkPorts } from '../../../data/judging/link-ports';
import { JudgePage } from './judge-page';

const judge = { name: 'Ann Judge', role: 'Judge' };

/** The SDK answers `.info/connected` itself; the fake tree holds only database paths. */
class TabletSource extends FakeTreeSource {
  read(path: string): unknown {
    return path === '.info/connected' ? true : super.read(path);
  }
}

function round(roundNumber: number, roundName: string, roundState: RoundState, scheduleIndex: number) {
  return {
    roundId: `Bronze Standard-R${roundNumber}`, roundName, roundNumber, eventName: 'Bronze Standard', scheduleIndex,
    recallSize: 2, roundState,
    entries: {
      e1: { leadName: 'A', followName: 'B', leadNumber: 101, affiliation: 'TBA' },
      e2: { leadName: 'C', followName: 'D', leadNumber: 102, affiliation: 'TBA' },
      e3: { leadName: 'E', followName: 'F', leadNumber: 103, affiliation: 'TBA' },
    },
  };
}

function tree(bound: boolean, rounds: Record<string, ReturnType<typeof round>>) {
  return {
    competitionMetadata: { officials: { j1: judge, s1: { name: 'Sam Scrutineer', role: 'Scrutineer' } } },
    judgeSessions: bound ? { 'tablet-1': { judgeKey: 'j1', code: 'ABCDEFG', boundAt: 1 } } : {},
    events: {
      'Bronze Standard': { eventName: 'Bronze Standard', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 0, Tango: 1 }, rounds },
    },
  };
}

function renderJudge(judgeKey: string, source: TabletSource) {
  setLiveValueStore(new LiveValueStore(source));
  setLinkPorts(new FakeLinkPorts(source));
  const gateway = createFakeAuthGateway({ uid: 'tablet-1', email: 'tablet@judge-tablets.invalid' });
  setAuthGateway(gateway);
  return render(
    <AuthProvider gateway={gateway}>
      <JudgePage judgeKey={judgeKey} />
    </AuthProvider>,
  );
}

afterEach(() => {
  setLiveValueStore(undefined);
  setLinkPorts(undefined);
  setAuthGateway(undefined);
  localStorage.clear();
});

describe('judge page', () => {
  it('says "No judge found" for an unknown id and for an official who is not a judge', async () => {
    const { unmount } = renderJudge('nobody', new TabletSource(tree(false, {})));
    expect(await screen.findByText('No judge found')).toBeInTheDocument();
    unmount();
    renderJudge('s1', new TabletSource(tree(false, {})));
    expect(await screen.findByText('No judge found')).toBeInTheDocument();
  });

  it('asks an unbound tablet for the access code, showing the judge name', async () => {
    renderJudge('j1', new TabletSource(tree(false, {})));
    expect(await screen.findByRole('heading', { name: 'Ann Judge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start judging' })).toBeInTheDocument();
  });

  it('shows the running round to a bound tablet and switches by itself when the scrutineer starts the next one', async () => {
    const source = new TabletSource(
      tree(true, { 1: round(1, 'Semi-Final', RoundState.Running, 1), 2: round(2, 'Final', RoundState.Initialized, 2) }),
    );
    renderJudge('j1', source);
    expect(await screen.findByRole('heading', { name: 'Bronze Standard · Semi-Final' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recall couple 101' })).toBeInTheDocument();
    expect(screen.getByText('Waltz: 0 of 2 marked')).toBeInTheDocument();

    act(() => {
      source.set('events/Bronze Standard/rounds/1/roundState', RoundState.Posted);
      source.set('events/Bronze Standard/rounds/2/roundState', RoundState.Running);
    });
    expect(await screen.findByRole('heading', { name: 'Bronze Standard · Final' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place couple 101' })).toBeInTheDocument();
    expect(screen.getByText(/Semi-Final is closed \(its results are posted\)\. Your marks for it can no longer be changed\./)).toBeInTheDocument();
  });

  it('tells the judge to mark on paper while the scrutineer has switched the round to paper, and gives the tablet back after', async () => {
    const source = new TabletSource(tree(true, { 1: round(1, 'Semi-Final', RoundState.Running, 1), 2: round(2, 'Final', RoundState.Initialized, 2) }));
    renderJudge('j1', source);
    expect(await screen.findByRole('button', { name: 'Recall couple 101' })).toBeInTheDocument();

    act(() => source.set('paperMarks/Bronze Standard/1/j1', { switchedBy: 's1', switchedAt: 5 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The scrutineer has switched you to a paper sheet for this round: mark on paper.');
    expect(screen.queryByRole('button', { name: 'Recall couple 101' })).not.toBeInTheDocument();

    act(() => source.set('paperMarks/Bronze Standard/1/j1', null));
    expect(await screen.findByRole('button', { name: 'Recall couple 101' })).toBeInTheDocument();
    expect(screen.queryByText(/switched you to a paper sheet/)).not.toBeInTheDocument();
  });

  it('shows a calm waiting screen with the next round when nothing is on the floor', async () => {
    renderJudge('j1', new TabletSource(tree(true, { 1: round(1, 'Final', RoundState.Initialized, 1) })));
    expect(await screen.findByRole('heading', { name: 'Nothing to mark right now' })).toBeInTheDocument();
    expect(screen.getByText(/Next: Bronze Standard · Final/)).toBeInTheDocument();
  });

  it('offers only the rounds of the judge\'s panels, in running order with their heats', async () => {
    const data = tree(true, { 1: round(1, 'Semi-Final', RoundState.Running, 1), 2: round(2, 'Final', RoundState.Initialized, 2) });
    const source = new TabletSource({
      ...data,
      competitionMetadata: { officials: { ...data.competitionMetadata.officials, j2: { name: 'Bo Judge', role: 'Judge' } } },
      // j1 sits out the semi-final; the final's larger panel has both judges.
      panels: { events: { 'Bronze Standard': { judges: { j2: true } } }, rounds: { 'Bronze Standard': { 2: { judges: { j1: true, j2: true } } } } },
      schedule: { slots: { s1: { kind: 'heat', number: 4, position: 1, rounds: { 'Bronze Standard-R1': { eventName: 'Bronze Standard', roundNumber: 1 } } }, s2: { kind: 'heat', number: 9, position: 2, rounds: { 'Bronze Standard-R2': { eventName: 'Bronze Standard', roundNumber: 2 } } } } },
    });
    renderJudge('j1', source);
    expect(await screen.findByRole('heading', { name: 'Nothing to mark right now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recall couple 101' })).not.toBeInTheDocument();
    expect(screen.getByText(/Next: Bronze Standard · Final/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your rounds' })).toHaveTextContent(/^Bronze Standard · Final · heat 9$/);

    act(() => {
      source.set('events/Bronze Standard/rounds/1/roundState', RoundState.Posted);
      source.set('events/Bronze Standard/rounds/2/roundState', RoundState.Running);
    });
    expect(await screen.findByRole('heading', { name: 'Bronze Standard · Final' })).toBeInTheDocument();
  });

  it("groups the round's couples by the organiser's heats, a moved couple in its new heat", async () => {
    const data = tree(true, { 1: round(1, 'Semi-Final', RoundState.Running, 1), 2: round(2, 'Final', RoundState.Initialized, 2) });
    const part = (n: number, couples: Record<string, true>) => ({ eventName: 'Bronze Standard', roundNumber: 1, part: n, parts: 2, couples });
    const source = new TabletSource({
      ...data,
      schedule: { slots: {
        s1: { kind: 'heat', number: 48, position: 1, rounds: { 'Bronze Standard-R1': part(1, { e1: true, e2: true }) } },
        s2: { kind: 'heat', number: 49, position: 2, rounds: { 'Bronze Standard-R1': part(2, { e3: true }) } },
      } },
    });
    renderJudge('j1', source);
    const heat48 = await screen.findByRole('region', { name: 'Heat 48' });
    expect(heat48).toHaveTextContent('101');
    expect(heat48).toHaveTextContent('102');
    expect(screen.getByRole('region', { name: 'Heat 49' })).toHaveTextContent('103');
    expect(screen.queryByText(/Heat \d+ of \d+/)).not.toBeInTheDocument();

    // The organiser moves couple 102 to heat 49: the tablet shows it there.
    act(() => {
      source.set('schedule/slots/s1/rounds/Bronze Standard-R1/couples/e2', null);
      source.set('schedule/slots/s2/rounds/Bronze Standard-R1/couples/e2', true);
    });
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Heat 49' })).toHaveTextContent('102'));
    expect(screen.getByRole('region', { name: 'Heat 48' })).not.toHaveTextContent('102');
  });

  it('signs the tablet out only after a second, explicit confirmation, back to the access-code form', async () => {
    const user = userEvent.setup();
    renderJudge('j1', new TabletSource(tree(true, { 1: round(1, 'Final', RoundState.Initialized, 1) })));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Nothing to mark right now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('heading', { name: 'Nothing to mark right now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign this tablet out' }));
    expect(await screen.findByLabelText('Access code')).toBeInTheDocument();
  });
});
