// A LiveValueStore over an in-memory tree, for component tests: set values and every reader updates.
import { LiveValueStore, type ValueSource } from '../data/live-value-store';

export interface FakeTree {
  store: LiveValueStore;
  /** Sets the value at a path (null removes) and notifies readers of it and of every ancestor and descendant. */
  set(path: string, value: unknown): void;
  /** Makes reads of this path fail, as a revoked listen does. */
  fail(path: string, error: Error): void;
  /** Paths with an open listen right now. */
  listening(): string[];
}

const parts = (path: string) => path.split('/').filter(Boolean);

export function createFakeTree(initial: Record<string, unknown> = {}): FakeTree {
  let root: unknown = {};
  const listeners = new Map<string, Set<{ onValue: (value: unknown) => void; onError: (error: unknown) => void }>>();

  const read = (path: string): unknown => {
    let node = root;
    for (const key of parts(path)) {
      if (node === null || typeof node !== 'object') return null;
      node = (node as Record<string, unknown>)[key];
    }
    return node === undefined ? null : structuredClone(node);
  };

  const write = (path: string, value: unknown) => {
    const keys = parts(path);
    if (keys.length === 0) {
      root = value ?? {};
      return;
    }
    root = root !== null && typeof root === 'object' ? root : {};
    let node = root as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1];
    if (value === null || value === undefined) delete node[last];
    else node[last] = structuredClone(value);
  };

  const related = (a: string, b: string) => {
    const x = parts(a).join('/');
    const y = parts(b).join('/');
    return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`) || x === '' || y === '';
  };

  const source: ValueSource = {
    listen(path, onValue, onError) {
      const entry = { onValue, onError };
      const set = listeners.get(path) ?? new Set();
      set.add(entry);
      listeners.set(path, set);
      queueMicrotask(() => set.has(entry) && onValue(read(path)));
      return () => {
        set.delete(entry);
        if (set.size === 0) listeners.delete(path);
      };
    },
  };

  for (const [path, value] of Object.entries(initial)) write(path, value);

  return {
    store: new LiveValueStore(source),
    set(path, value) {
      write(path, value);
      for (const [listened, set] of listeners) {
        if (related(listened, path)) for (const entry of [...set]) entry.onValue(read(listened));
      }
    },
    fail(path, error) {
      for (const entry of [...(listeners.get(path) ?? [])]) entry.onError(error);
    },
    listening: () => [...listeners.keys()],
  };
}
