// The budget's decisions over time. Its timers (a 30 s grace, a 5 s wait for the socket) are faked: the
// decisions depend on the order of events, not on waiting; the ports are recorded as the SDK would see them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BudgetPorts, ConnectionBudget, type ReadChannel } from './connection-budget';

function fakePorts(restAnswers = true) {
  const state = {
    channel: undefined as ReadChannel | undefined,
    pollingPaused: false,
    online: [] as boolean[],
    watching: 0,
    restAsked: 0,
    setConnected: (_connected: boolean) => {},
    refuse: () => {},
    writesInFlight: 0,
  };
  const ports: BudgetPorts = {
    readThrough: (channel) => void (state.channel = channel),
    pausePolling: (paused) => void (state.pollingPaused = paused),
    setSocketOnline: (online) => void (state.online.at(-1) !== online && state.online.push(online)),
    // Like the SDK's onValue: the flag's current value comes back at once, inside the call.
    watchSocket: (onChange) => {
      state.watching++;
      state.setConnected = onChange;
      onChange(false);
      return () => state.watching--;
    },
    onRefusedAtCap: (listener) => {
      state.refuse = listener;
      return () => {};
    },
    writesInFlight: () => state.writesInFlight,
    restAnswers: async () => {
      state.restAsked++;
      return restAnswers;
    },
  };
  return { ports, state };
}

const OPTIONS = { hiddenGraceMs: 30_000, socketTimeoutMs: 5_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ConnectionBudget', () => {
  it('takes a hidden spectator page offline after the grace, not before, and back online when shown', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('spectator', true);
    state.setConnected(true);
    expect(state.channel).toBe('socket');

    budget.setVisible(false);
    vi.advanceTimersByTime(29_000);
    expect(state.online).toEqual([true]);
    expect(budget.current().asleep).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(state.online).toEqual([true, false]);
    expect(budget.current().asleep).toBe(true);
    // The socket's going down (on purpose) does not re-arm anything.
    state.setConnected(false);
    vi.advanceTimersByTime(120_000);
    expect(state.online).toEqual([true, false]);

    budget.setVisible(true);
    expect(state.online).toEqual([true, false, true]);
    expect(budget.current().asleep).toBe(false);
  });

  it('keeps a page shown again within the grace online throughout', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('spectator', true);
    budget.setVisible(false);
    vi.advanceTimersByTime(20_000);
    budget.setVisible(true);
    vi.advanceTimersByTime(60_000);
    expect(state.online).toEqual([true]);
  });

  it('keeps a hidden page online while a write is still waiting for the database, and sleeps once it is sent', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('spectator', true);
    state.writesInFlight = 1;
    budget.setVisible(false);
    vi.advanceTimersByTime(60_000);
    expect(state.online).toEqual([true]);
    state.writesInFlight = 0;
    vi.advanceTimersByTime(30_000);
    expect(state.online).toEqual([true, false]);
  });

  it("never takes an official's or a judge's page offline, hidden or not", () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: true });
    budget.start('official', false);
    vi.advanceTimersByTime(120_000);
    expect(state.online).toEqual([true]);
    expect(state.channel).toBe('socket');
  });

  it('reads a free-plan spectator page by polling, paused while hidden, without ever watching the socket', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: true });
    budget.start('spectator', true);
    expect(state).toMatchObject({ channel: 'polling', pollingPaused: false, watching: 0 });
    expect(budget.current()).toEqual({ channel: 'polling', fallback: false, asleep: false });
    budget.setVisible(false);
    expect(state.pollingPaused).toBe(true);
    budget.setVisible(true);
    expect(state.pollingPaused).toBe(false);

    // The same visitor opens the officials' console: a socket, which stays when they come back.
    budget.setAudience('official');
    expect(state.channel).toBe('socket');
    budget.setAudience('spectator');
    expect(state.channel).toBe('polling');
  });

  it('falls back to polling at once when the socket is refused at the cap, with the notice state', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    const changes = vi.fn();
    budget.subscribe(changes);
    budget.start('spectator', true);
    state.refuse();
    expect(state.channel).toBe('polling');
    expect(budget.current()).toEqual({ channel: 'polling', fallback: true, asleep: false });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('falls back when the socket has not connected after a few seconds while REST answers, and returns when it connects', async () => {
    const { ports, state } = fakePorts(true);
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('spectator', true);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(state.channel).toBe('socket');
    await vi.advanceTimersByTimeAsync(100);
    expect(state.restAsked).toBe(1);
    expect(budget.current()).toEqual({ channel: 'polling', fallback: true, asleep: false });

    state.setConnected(true);
    expect(budget.current()).toEqual({ channel: 'socket', fallback: false, asleep: false });
  });

  it('stays on the socket (the offline notice speaks) when REST does not answer either, and asks again later', async () => {
    const { ports, state } = fakePorts(false);
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('spectator', true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.restAsked).toBe(2);
    expect(state.channel).toBe('socket');
  });

  it('does not fall back for an official refused at the cap', () => {
    const { ports, state } = fakePorts();
    const budget = new ConnectionBudget(ports, { ...OPTIONS, freePlan: false });
    budget.start('official', true);
    state.refuse();
    expect(state.channel).toBe('socket');
    expect(budget.current().fallback).toBe(false);
  });
});
