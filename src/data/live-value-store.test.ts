import { describe, expect, it } from 'vitest';
import { LiveValueStore, type ValueSource } from './live-value-store';

function fakeSource() {
  const open = new Map<string, { onValue: (v: unknown) => void; onError: (e: unknown) => void }>();
  let listens = 0;
  const source: ValueSource = {
    listen(path, onValue, onError) {
      listens += 1;
      open.set(path, { onValue, onError });
      return () => open.delete(path);
    },
  };
  return { source, open, listens: () => listens };
}

describe('LiveValueStore', () => {
  it('shares one listen per path between readers and releases it after the last one', () => {
    const fake = fakeSource();
    const store = new LiveValueStore(fake.source);
    const stopA = store.subscribe('events', () => {});
    const stopB = store.subscribe('events', () => {});
    expect(fake.listens()).toBe(1);
    stopA();
    expect(fake.open.has('events')).toBe(true);
    stopB();
    expect(fake.open.has('events')).toBe(false);
    expect(store.activePaths()).toEqual([]);
  });

  it('starts loading, then notifies readers with the value and keeps snapshot identity between changes', () => {
    const fake = fakeSource();
    const store = new LiveValueStore(fake.source);
    let calls = 0;
    store.subscribe('settings/events', () => (calls += 1));
    expect(store.getSnapshot('settings/events')).toMatchObject({ loading: true, data: undefined });
    fake.open.get('settings/events')!.onValue({ hideLevelIcons: true });
    const first = store.getSnapshot('settings/events');
    expect(first).toEqual({ data: { hideLevelIcons: true }, loading: false, error: null });
    expect(store.getSnapshot('settings/events')).toBe(first);
    expect(calls).toBe(1);
  });

  it('turns a revoked listen into a permission error state', () => {
    const fake = fakeSource();
    const store = new LiveValueStore(fake.source);
    store.subscribe('marks', () => {});
    fake.open.get('marks')!.onError(new Error('permission_denied at /marks: Client doesn\'t have permission'));
    const state = store.getSnapshot('marks');
    expect(state.loading).toBe(false);
    expect(state.error?.code).toBe('permission-denied');
  });

  it('takes an early answer as the first value, and drops one that arrives after the source has delivered', async () => {
    const fake = fakeSource();
    let answer: (value: unknown) => void = () => {};
    const early = new Map<string, { promise: Promise<unknown>; done?: boolean; value?: unknown }>([
      ['eventIndex', { promise: Promise.resolve('early'), done: true, value: 'early' }],
      ['schedule', { promise: new Promise((resolve) => (answer = resolve)) }],
    ]);
    const store = new LiveValueStore(fake.source, (path) => early.get(path));
    store.subscribe('eventIndex', () => {});
    expect(store.getSnapshot('eventIndex')).toEqual({ data: 'early', loading: false, error: null });
    store.subscribe('schedule', () => {});
    fake.open.get('schedule')?.onValue('live');
    answer('older');
    await Promise.resolve();
    expect(store.getSnapshot('schedule').data).toBe('live');
  });
});

