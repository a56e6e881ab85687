import { describe, expect, it, vi } from 'vitest';
import { lazyValueSource } from './lazy-value-source';
import type { ValueSource } from './live-value-store';

function fakeSource() {
  const listens: string[] = [];
  const released: string[] = [];
  const source: ValueSource = {
    listen(path, onValue) {
      listens.push(path);
      onValue(`value of ${path}`);
      return () => released.push(path);
    },
  };
  return { source, listens, released };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyValueSource', () => {
  it('loads on the first listen, once, and starts the listens asked for meanwhile', async () => {
    const { source, listens } = fakeSource();
    const load = vi.fn(async () => source);
    const lazy = lazyValueSource(load);
    expect(load).not.toHaveBeenCalled();
    const values: unknown[] = [];
    lazy.listen('a', (v) => values.push(v), () => {});
    lazy.listen('b', (v) => values.push(v), () => {});
    expect(lazy.ifLoaded()).toBeUndefined();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(listens).toEqual(['a', 'b']);
    expect(values).toEqual(['value of a', 'value of b']);
    expect(lazy.ifLoaded()).toBe(source);
  });

  it('never starts a listen cancelled before the code arrived, and releases one cancelled after', async () => {
    const { source, listens, released } = fakeSource();
    const lazy = lazyValueSource(async () => source);
    lazy.listen('gone', () => {}, () => {})();
    const stop = lazy.listen('kept', () => {}, () => {});
    await tick();
    expect(listens).toEqual(['kept']);
    stop();
    expect(released).toEqual(['kept']);
  });

  it('reports a failed load to the listen and tries again on the next one', async () => {
    const { source, listens } = fakeSource();
    const load = vi.fn<() => Promise<ValueSource>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(source);
    const lazy = lazyValueSource(load);
    const errors: unknown[] = [];
    lazy.listen('a', () => {}, (e) => errors.push(e));
    await tick();
    expect(errors).toEqual([new Error('offline')]);
    lazy.listen('a', () => {}, (e) => errors.push(e));
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    expect(listens).toEqual(['a']);
  });
});
