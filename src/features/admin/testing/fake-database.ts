// An in-memory database tree for component tests: live reads (a ValueSource for the LiveValueStore)
// and admin writes (an AdminWriter) on the same tree, so a screen sees its own writes come back.
import type { AdminWriter, Patch } from '../../../data/admin/writer';
import { applyTreeUpdate } from '../../../domain/tree-update';
import { DbError } from '../../../data/errors';
import type { ValueSource } from '../../../data/live-value-store';

type Tree = Record<string, unknown>;

const split = (path: string) => path.split('/').filter(Boolean);

function isObject(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SDK hands back objects whose keys are mostly small integers (rounds 1, 2, 3) as sparse arrays. */
function asSdkReturns(value: unknown): unknown {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, asSdkReturns(value[key])]));
  const integers = keys.every((key) => /^(0|[1-9]\d*)$/.test(key));
  const max = Math.max(...keys.map(Number));
  if (!integers || keys.length === 0 || max >= 2 * keys.length) return converted;
  // Sparse, as the SDK builds it: missing indexes are holes, not nulls.
  const array: unknown[] = [];
  for (const key of keys) array[Number(key)] = converted[key];
  return array;
}

function readAt(tree: Tree, path: string): unknown {
  let node: unknown = tree;
  for (const key of split(path)) {
    if (!isObject(node)) return null;
    node = node[key];
  }
  return node === undefined ? null : asSdkReturns(structuredClone(node));
}

/** The server fills in its placeholders ({".sv": "timestamp"}) when it applies a write. */
function withServerValues(value: unknown, now: number): unknown {
  if (!isObject(value)) return value;
  if (value['.sv'] === 'timestamp') return now;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withServerValues(inner, now)]));
}

const CONNECTED = '.info/connected';

const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`) || a === '' || b === '';

export class FakeDatabase implements ValueSource, AdminWriter {
  readonly writes: Patch[] = [];
  /** Every path a screen has listened to, for tests of what a screen downloads. */
  readonly listened = new Set<string>();
  private tree: Tree;
  private readonly listeners = new Set<{ path: string; onValue: (value: unknown) => void }>();
  private failures: DbError[] = [];
  private keyCounter = 0;
  private connected: boolean | null = null;

  constructor(initial: Tree = {}) {
    // Stored as the server would store it: empty arrays and objects vanish.
    this.tree = applyTreeUpdate(initial, {});
  }

  listen(path: string, onValue: (value: unknown) => void): () => void {
    const listener = { path, onValue };
    this.listened.add(path);
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (this.listeners.has(listener)) onValue(path === CONNECTED ? this.connected : readAt(this.tree, path));
    });
    return () => this.listeners.delete(listener);
  }

  async update(patch: Patch): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    // The domain's model of the server's update semantics: refuses undefined, overlaps and illegal keys.
    this.tree = applyTreeUpdate(this.tree, withServerValues(patch, Date.now()) as Patch);
    this.writes.push(patch);
    this.notify(Object.keys(patch));
  }

  newKey(parentPath: string): string {
    this.keyCounter += 1;
    return `-key${this.keyCounter}-${split(parentPath).pop() ?? 'root'}`;
  }

  /** The SDK's `.info/connected` flag as the screens see it (unset until a test sets it). */
  setConnected(connected: boolean): void {
    this.connected = connected;
    for (const listener of [...this.listeners]) if (listener.path === CONNECTED) listener.onValue(connected);
  }

  /** The next write is refused with this error (e.g. a rules refusal). */
  failNextWrite(error = new DbError('permission-denied', 'You do not have permission for this.')): void {
    this.failures.push(error);
  }

  async readOnce(path: string): Promise<unknown> {
    return readAt(this.tree, path);
  }

  read(path: string): unknown {
    return readAt(this.tree, path);
  }

  /** Changes made by someone else (another device), delivered to live readers. */
  set(path: string, value: unknown): void {
    this.tree = applyTreeUpdate(this.tree, { [path]: value });
    this.notify([path]);
  }

  lastWrite(): Patch | undefined {
    return this.writes[this.writes.length - 1];
  }

  private notify(changed: string[]): void {
    for (const listener of [...this.listeners]) {
      if (listener.path !== CONNECTED && changed.some((path) => related(path, listener.path))) listener.onValue(readAt(this.tree, listener.path));
    }
  }
}
