// An in-memory database tree behind the LiveValueStore, for screen tests of the public site:
// values arrive asynchronously like the SDK's, paths can be held back (loading) or refused (error),
// and writes from "another device" reach every live reader of an overlapping path. It is also the
// screens' DbWriter: their own writes land in the same tree, and it plays the SDK's connection flag.
import { DbError } from '../data/errors';
import type { ValueSource } from '../data/live-value-store';
import type { DbWriter } from '../data/writes/db-writer';
import { applyTreeUpdate, valueAt, type Tree, type TreeUpdate } from '../domain/tree-update';

// The SDK's own connection flag, answered apart from the tree (its key is not a legal one).
const CONNECTED = '.info/connected';
/** The SDK's estimate of the server clock's offset; the fake's server shares the test's clock. */
const SERVER_TIME_OFFSET = '.info/serverTimeOffset';

interface Listener {
  path: string;
  onValue: (value: unknown) => void;
  onError: (error: unknown) => void;
}

const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`) || a === '' || b === '';

/**
 * The server resolves `{'.sv': 'timestamp'}` to its clock and `{'.sv': {increment: n}}` to the number stored at
 * that path plus n (anything else there counts as 0); so does the fake.
 */
function resolveServerValues(value: unknown, now: number, path: string, stored: (path: string) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const sv = (value as Record<string, unknown>)['.sv'];
  if (sv === 'timestamp') return now;
  if (typeof sv === 'object' && sv !== null && typeof (sv as { increment?: unknown }).increment === 'number') {
    const current = stored(path);
    return (typeof current === 'number' ? current : 0) + (sv as { increment: number }).increment;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveServerValues(v, now, path === '' ? k : `${path}/${k}`, stored)]));
}

export class FakeTreeSource implements ValueSource, DbWriter {
  readonly listenedPaths: string[] = [];
  readonly writes: Record<string, unknown>[] = [];
  private tree: Tree;
  private readonly listeners = new Set<Listener>();
  private readonly held = new Set<string>();
  private readonly refused = new Map<string, DbError>();
  private writeFailures: DbError[] = [];
  private keyCounter = 0;
  private connected: boolean | null = null;
  private readonly connectionListeners = new Set<(connected: unknown) => void>();

  constructor(initial: Tree = {}) {
    // Top-level keys as paths, so the initial tree is normalised exactly as the server stores writes.
    this.tree = applyTreeUpdate({}, initial);
  }

  listen(path: string, onValue: (value: unknown) => void, onError: (error: unknown) => void): () => void {
    if (path === CONNECTED) return this.listenToConnection(onValue);
    if (path === SERVER_TIME_OFFSET) {
      let open = true;
      queueMicrotask(() => { if (open) onValue(0); });
      return () => { open = false; };
    }
    const listener = { path, onValue, onError };
    this.listeners.add(listener);
    this.listenedPaths.push(path);
    queueMicrotask(() => {
      if (!this.listeners.has(listener) || this.held.has(path)) return;
      const refusal = this.refused.get(path);
      if (refusal) onError(refusal);
      else onValue(this.read(path));
    });
    return () => this.listeners.delete(listener);
  }

  /** The SDK's `.info/connected` flag as the screens see it (unset until a test sets it). */
  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const onValue of [...this.connectionListeners]) onValue(connected);
  }

  private listenToConnection(onValue: (value: unknown) => void): () => void {
    this.connectionListeners.add(onValue);
    queueMicrotask(() => {
      if (this.connectionListeners.has(onValue)) onValue(this.connected);
    });
    return () => this.connectionListeners.delete(onValue);
  }

  /** Never answers this path: the screen stays loading. */
  hold(path: string): this {
    this.held.add(path);
    return this;
  }

  /** Answers this path with an error, as the SDK does for a denied or revoked listen. */
  refuse(path: string, error = new DbError('permission-denied', 'You do not have permission for this.')): this {
    this.refused.set(path, error);
    return this;
  }

  /** Fails the listens open on this path now, as the SDK does when a permission is revoked. */
  revoke(path: string, error: unknown = new DbError('permission-denied', 'You do not have permission for this.')): void {
    for (const listener of [...this.listeners]) if (listener.path === path) listener.onError(error);
  }

  /** Every path a screen has listened to, for tests of what a screen downloads. */
  get listened(): ReadonlySet<string> {
    return new Set(this.listenedPaths);
  }

  /** The last patch a screen wrote, if any. */
  lastWrite(): TreeUpdate | undefined {
    return this.writes[this.writes.length - 1] as TreeUpdate | undefined;
  }

  /** Paths with a listen open right now (listenedPaths keeps every one ever opened). */
  listening(): string[] {
    return [...new Set([...this.listeners].map((listener) => listener.path))];
  }

  read(path: string): unknown {
    const value = valueAt(this.tree, path);
    return value === undefined ? null : asSdkValue(value);
  }

  /** As the app's writer reads before it acts. */
  async readOnce(path: string): Promise<unknown> {
    return this.read(path);
  }

  /** Predictable push keys ("-key1-entries"), so tests can name what a write created. */
  newKey(parentPath: string): string {
    this.keyCounter += 1;
    return `-key${this.keyCounter}-${parentPath.split('/').filter(Boolean).pop() ?? 'root'}`;
  }

  /** A change made elsewhere (another device), delivered to every live reader it touches. */
  set(path: string, value: unknown): void {
    this.tree = applyTreeUpdate(this.tree, { [path]: value });
    this.notify([path]);
  }

  /** An atomic multi-path update, as a screen's write sends it. */
  async update(patch: Record<string, unknown>): Promise<void> {
    const failure = this.writeFailures.shift();
    if (failure) throw failure;
    const resolved = resolveServerValues(patch, Date.now(), '', (path) => valueAt(this.tree, path)) as Record<string, unknown>;
    this.tree = applyTreeUpdate(this.tree, resolved);
    this.writes.push(patch);
    this.notify(Object.keys(patch));
  }

  failNextWrite(error = new DbError('permission-denied', 'You do not have permission for this.')): void {
    this.writeFailures.push(error);
  }

  private notify(changed: string[]): void {
    for (const listener of [...this.listeners]) {
      if (this.held.has(listener.path)) continue;
      if (changed.some((path) => overlaps(trim(path), listener.path))) listener.onValue(this.read(listener.path));
    }
  }
}

/**
 * The SDK's `val()` turns an object whose keys are all small integers into an array, when at least
 * half of the slots up to the largest key are filled (holes become null); the fake does the same.
 */
function asSdkValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, asSdkValue(child)] as const);
  const indexes = entries.map(([key]) => (/^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1));
  const max = Math.max(...indexes);
  if (indexes.every((i) => i >= 0) && entries.length > 0 && max < 2 * entries.length) {
    const array: unknown[] = Array.from({ length: max + 1 }, () => null);
    for (const [key, child] of entries) array[Number(key)] = child;
    return array;
  }
  return Object.fromEntries(entries);
}

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');


