import { describe, expect, it } from 'vitest';
import { LiveValueStore, type ValueSource } from './live-value-store';
import { SwitchableValueSource } from './switchable-value-source';

/** A source that records what is open on it, in order of events. */
function recordingSource(name: string, log: string[]) {
  const open = new Map<string, (value: unknown) => void>();
  const source: ValueSource = {
    listen(path, onValue) {
      log.push(`${name} open ${path}`);
      open.set(path, onValue);
      return () => {
        log.push(`${name} close ${path}`);
        open.delete(path);
      };
    },
  };
  return { source, open };
}

describe('SwitchableValueSource', () => {
  it('reopens every active listen on the new source before releasing the old one, and none already released', () => {
    const log: string[] = [];
    const socket = recordingSource('socket', log);
    const polling = recordingSource('polling', log);
    const switchable = new SwitchableValueSource(socket.source);
    const stopA = switchable.listen('a', () => {}, () => {});
    const stopB = switchable.listen('b', () => {}, () => {});
    stopB();
    log.length = 0;

    switchable.switchTo(polling.source);
    expect(log).toEqual(['polling open a', 'socket close a']);
    expect([...socket.open.keys()]).toEqual([]);

    stopA();
    expect([...polling.open.keys()]).toEqual([]);
    switchable.switchTo(socket.source);
    expect(socket.open.size).toBe(0);
  });

  it('keeps a screen showing its value across a switch until the new source delivers', () => {
    const log: string[] = [];
    const socket = recordingSource('socket', log);
    const polling = recordingSource('polling', log);
    const switchable = new SwitchableValueSource(socket.source);
    const store = new LiveValueStore(switchable);
    let changes = 0;
    store.subscribe('events/e1/state', () => changes++);
    socket.open.get('events/e1/state')!(3);
    expect(store.getSnapshot('events/e1/state').data).toBe(3);

    switchable.switchTo(polling.source);
    expect(store.getSnapshot('events/e1/state')).toMatchObject({ data: 3, loading: false });
    polling.open.get('events/e1/state')!(5);
    expect(store.getSnapshot('events/e1/state').data).toBe(5);
    expect(changes).toBe(2);
  });
});
