import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoundState } from '../../../domain/model';
import { finalResult, recallResult } from '../../../testing/results-tree';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { withSummaries } from '../../../testing/with-summaries';
import LiveRoute from './live';

afterEach(() => {
  resetFakes();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 10, 25, 14, 0);
const MIN = 60_000;
const round = (eventName: string, roundNumber: number, roundName: string, roundState: RoundState) => ({
  roundId: `${eventName}-R${roundNumber}`, roundName, roundNumber, eventName, scheduleIndex: roundNumber, recallSize: 4, roundState,
});
const event = (eventName: string, eventLevel: string, rounds: Record<string, ReturnType<typeof round>>) => ({ eventName, style: 'Latin', eventLevel, dances: { ChaCha: 0, Rumba: 1 }, rounds });
const heat = (number: number, rounds: [string, number][], times: { startedAt?: number; finishedAt?: number } = {}) => ({
  kind: 'heat', number, position: number, ...times,
  rounds: Object.fromEntries(rounds.map(([eventName, roundNumber]) => [`${eventName}-R${roundNumber}`, { eventName, roundNumber }])),
});

// Heats of 2 dances: 2 × 90 s + 30 s = 3.5 min, then 1 min: heat n is planned at START + (n-1) × 4.5 min.
function tree(onFloor: boolean) {
  return {
    competitionMetadata: { fullName: 'Demo Ballroom Classic' },
    events: {
      'Latin Bronze': event('Latin Bronze', 'Bronze', { 1: round('Latin Bronze', 1, 'Semi-Final', RoundState.Posted), 2: round('Latin Bronze', 2, 'Final', RoundState.Initialized) }),
      'Latin Silver': event('Latin Silver', 'Silver', { 1: round('Latin Silver', 1, 'Final', onFloor ? RoundState.Running : RoundState.Initialized) }),
      'Latin Gold': event('Latin Gold', 'Gold', { 1: round('Latin Gold', 1, 'Final', RoundState.Initialized) }),
      'Latin Open': event('Latin Open', 'Open', { 1: round('Latin Open', 1, 'Final', RoundState.Initialized) }),
      'Latin Novice': event('Latin Novice', 'Novice', { 1: round('Latin Novice', 1, 'Final', RoundState.Initialized) }),
    },
    resultsSaved: { 'Latin Bronze': { 1: recallResult } },
    schedule: {
      settings: { floorCapacity: 8, minHeatsApart: 1, danceSeconds: 90, gapBetweenDancesSeconds: 30, gapBetweenHeatsSeconds: 60, firstHeatStart: START },
      slots: {
        s1: heat(1, [['Latin Bronze', 1]], { startedAt: START + 13 * MIN, finishedAt: START + 16 * MIN + 30_000 }),
        s2: heat(2, [['Latin Silver', 1], ['Latin Gold', 1]], onFloor ? { startedAt: START + 17 * MIN + 30_000 } : {}),
        s3: heat(3, [['Latin Open', 1]]),
        s4: heat(4, [['Latin Novice', 1]]),
        s5: { kind: 'break', position: 5, label: 'Lunch', minutes: 45 },
        s6: heat(6, [['Latin Bronze', 2]]),
      },
    },
  };
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('Live from the running order', () => {
  it('shows the heat on the floor with its number, on deck, the next three, the lateness, and no finished heat', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 18 * MIN });
    renderPublic(<LiveRoute />, { db: withSummaries(tree(true)), at: '/live' });
    expect(await screen.findByRole('status', { name: 'Pace' })).toHaveTextContent('Running 13 min late');
    expect(panel('On the floor')).toHaveTextContent('Heat 2');
    expect(panel('On the floor')).toHaveTextContent('Latin Gold — Final');
    expect(panel('On the floor')).toHaveTextContent('Latin Silver — Final');
    expect(within(panel('On the floor')).getByRole('img', { name: 'Silver' })).toBeVisible();
    expect(panel('On deck')).toHaveTextContent('Heat 3');
    expect(within(panel('Next')).getAllByRole('listitem').map((li) => li.textContent?.match(/^Heat \d+/u)?.[0])).toEqual(['Heat 4', 'Heat 6']);
    const schedule = within(screen.getByRole('list', { name: 'Schedule' })).getAllByRole('listitem');
    expect(schedule.map((li) => li.textContent?.match(/^(Heat \d+|Lunch)/u)?.[0])).toEqual(['Heat 2', 'Heat 3', 'Heat 4', 'Lunch', 'Heat 6']);
    expect(schedule[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows the latest result between heats instead of an empty floor, and not once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 20 * MIN });
    const { db } = renderPublic(<LiveRoute />, { db: withSummaries(tree(false)), at: '/live' });
    // Heat 1 finished at 16:30 past the start and its round is posted: the recalls are up.
    const latest = await screen.findByRole('region', { name: 'Latest result' });
    expect(latest).toHaveTextContent('Latin Bronze');
    expect(within(latest).getByRole('list', { name: 'Recalled couples' })).toHaveTextContent('Ana Lima');
    expect(panel('On the floor')).not.toHaveTextContent('Nothing on the floor right now');
    // The next heat starts: the floor shows it.
    db.set('schedule/slots/s2/startedAt', START + 21 * MIN);
    await expect.poll(() => panel('On the floor').textContent).toContain('Heat 2');
    expect(screen.queryByRole('region', { name: 'Latest result' })).not.toBeInTheDocument();
    resetFakes();
    document.body.innerHTML = '';

    // Opened long after the heat finished: nothing stale on the floor.
    vi.setSystemTime(START + 40 * MIN);
    renderPublic(<LiveRoute />, { db: withSummaries(tree(false)), at: '/live' });
    expect(await screen.findByText('Nothing on the floor right now')).toBeVisible();
  });

  it('never shows a round left Running outside the running order as on the floor', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 40 * MIN });
    const data = tree(false);
    // Added late: the round is Running by its state, and no heat holds it.
    data.events['Latin Open'].rounds[2] = { ...round('Latin Open', 2, 'Final', RoundState.Running) };
    data.events['Latin Open'].rounds[1] = { ...round('Latin Open', 1, 'Semi-Final', RoundState.Posted) };
    renderPublic(<LiveRoute />, { db: withSummaries(data), at: '/live' });
    expect(await screen.findByText('Nothing on the floor right now')).toBeVisible();
    expect(within(panel('On the floor')).queryByRole('link', { name: 'Latin Open — Final' })).not.toBeInTheDocument();
  });

  it("shows a final's placings once posted, however long ago, until the next heat starts", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: START + 60 * MIN });
    const data = tree(true);
    // Heat 2 (the Silver and Gold finals) finished; Silver's placings are posted.
    data.schedule.slots.s2 = { ...data.schedule.slots.s2, finishedAt: START + 21 * MIN };
    data.events['Latin Silver'].rounds[1] = round('Latin Silver', 1, 'Final', RoundState.Posted);
    const { db } = renderPublic(<LiveRoute />, { db: withSummaries({ ...data, resultsSaved: { ...data.resultsSaved, 'Latin Silver': { 1: finalResult } } }), at: '/live' });
    const latest = await screen.findByRole('region', { name: 'Latest result' });
    expect(latest).toHaveTextContent('Latin Silver');
    expect(within(latest).getByRole('list', { name: 'Placements' })).toHaveTextContent('Ana Lima');
    db.set('schedule/slots/s3/startedAt', START + 61 * MIN);
    await expect.poll(() => panel('On the floor').textContent).toContain('Heat 3');
    expect(screen.queryByRole('region', { name: 'Latest result' })).not.toBeInTheDocument();
  });
});
