import { PERMISSION_DENIED_TEXT, Status, type StatusCode } from '../protocol/constants.ts';
import type { JsonValue } from '../protocol/json.ts';
import type { QuerySpec } from '../protocol/query-object.ts';
import { compileRules, type Decision } from '../rules/index.ts';
import type { DurableStore } from '../storage/durable-store.ts';
import { fromJson } from '../tree/from-json.ts';
import { hashNode } from '../tree/hash.ts';
import { getNode, toExportJson, type TreeNode } from '../tree/node.ts';
import { pathToString } from '../tree/path.ts';
import { evaluateQuery } from '../tree/query.ts';
import { setNodesKeepingRoot } from '../tree/tree-ops.ts';
import type { Caller } from './caller.ts';
import { fanOut } from './fanout.ts';
import { Namespace, type RuleSet } from './namespace.ts';
import { changesOf, committedLookup, lookupAfter, sourceOf, type NodeLookup, type PendingWrite } from './pending-writes.ts';
import { afterChangesSource, queryInfoOf, treeSource } from './rules-adapter.ts';
import { affectedPath, type Change } from './write-batch.ts';

export type Outcome = { status: 'ok' } | { status: Exclude<StatusCode, 'ok'>; message: string };
export type ReadOutcome = { status: 'ok'; node: TreeNode | null } | { status: Exclude<StatusCode, 'ok'>; message: string };

export interface WriteOptions {
  /**
   * Compare-and-set: the SDK hash the caller last saw at `path`; a mismatch answers `datastale`.
   * Compared only after the caller may both write the changes and read `path`, so the answer
   * never tells an unauthorised caller whether a guessed hash was right.
   */
  expectedHash?: { path: string[]; hash: string };
}

export interface DatabaseOptions {
  store: DurableStore;
  initialTrees: Map<string, TreeNode | null>;
  defaultRules: RuleSet;
  /** Data for a namespace the data folder has never held. */
  seed: JsonValue | null;
  now?: () => number;
  onDenied?: (what: string, decision: Decision) => void;
}

const DENIED: { status: typeof Status.permissionDenied; message: string } = { status: Status.permissionDenied, message: PERMISSION_DENIED_TEXT };

/** All namespaces of one server: reads and writes with rules, durability and fan-out. */
export class Database {
  private readonly namespaces = new Map<string, Namespace>();
  readonly now: () => number;

  constructor(private readonly options: DatabaseOptions) {
    this.now = options.now ?? Date.now;
    for (const [name, root] of options.initialTrees) this.namespaces.set(name, new Namespace(name, root, options.defaultRules));
    options.store.setCapture(() => this.committedTrees());
  }

  namespace(name: string): Namespace {
    let ns = this.namespaces.get(name);
    if (!ns) {
      ns = new Namespace(name, null, this.options.defaultRules);
      this.namespaces.set(name, ns);
      this.seed(ns);
    }
    return ns;
  }

  namespaceNames(): string[] {
    return [...this.namespaces.keys()];
  }

  checkRead(ns: Namespace, path: string[], query: QuerySpec | null, caller: Caller): Decision | null {
    if (caller.admin) return null;
    const decision = ns.rules.engine.canRead(path, caller.auth, treeSource(ns.root), this.now(), queryInfoOf(query));
    if (!decision.allowed) this.options.onDenied?.(`read ${pathToString(path)}`, decision);
    return decision.allowed ? null : decision;
  }

  read(ns: Namespace, path: string[], query: QuerySpec | null, caller: Caller): ReadOutcome {
    if (this.checkRead(ns, path, query, caller)) return DENIED;
    const node = getNode(ns.root, path);
    return { status: 'ok', node: query ? evaluateQuery(node, query) : node };
  }

  /**
   * The tree as the next write sees it: the durable tree plus the writes still waiting for their
   * log sync. Writes are checked and resolved against it; reads and pushes see only `ns.root`.
   */
  headLookup(ns: Namespace): NodeLookup {
    if (ns.pending.length === 0) return committedLookup(ns.root);
    // Built on first use: most writes (no rules reading data, no server value) never look.
    let head: NodeLookup | null = null;
    return (path) => (head ??= lookupAfter(committedLookup(ns.root), changesOf(ns.pending)))(path);
  }

  /** Rules check without writing, for onDisconnect registration. */
  checkWrite(ns: Namespace, changes: Change[], caller: Caller): Outcome {
    if (caller.admin) return { status: 'ok' };
    const pending = ns.pending.length > 0;
    const head = pending ? this.headLookup(ns) : null;
    const decision = ns.rules.engine.canWrite(
      changes.map((c) => ({ path: affectedPath(c) })),
      caller.auth,
      head ? sourceOf(head) : treeSource(ns.root),
      head ? sourceOf(lookupAfter(head, changes)) : afterChangesSource(ns.root, changes),
      this.now(),
    );
    if (decision.allowed) return { status: 'ok' };
    this.options.onDenied?.(`write ${changes.map((c) => pathToString(c.path)).join(', ')}`, decision);
    return DENIED;
  }

  /**
   * Applies `changes` atomically, write-ahead: rules (against the tree with every pending write),
   * then the log; only once the record is durable does the tree change, the listeners hear of it
   * and `durable` run. A refused write answers at once. A failed append changes nothing: the
   * write, and every write accepted behind it, answers `write_failed`.
   */
  write(ns: Namespace, changes: Change[], caller: Caller, options: WriteOptions, durable: (outcome: Outcome) => void): void {
    const checked = this.checkWrite(ns, changes, caller);
    if (checked.status !== 'ok') return durable(checked);
    const expected = options.expectedHash;
    if (expected) {
      if (this.checkRead(ns, expected.path, null, caller)) return durable(DENIED);
      if (hashNode(this.headLookup(ns)(expected.path)) !== expected.hash) {
        return durable({ status: Status.dataStale, message: 'transaction hash does not match the current data' });
      }
    }
    if (changes.length === 0) return durable({ status: 'ok' });
    const entry: PendingWrite = { changes };
    ns.pending.push(entry);
    this.options.store.append({ n: ns.name, c: changes.map((c) => [pathToString(c.path), c.json]) }, (error) => {
      if (error) {
        this.forgetPending(entry);
        return durable({ status: Status.writeFailed, message: error.message });
      }
      ns.pending.splice(0, ns.pending.indexOf(entry) + 1);
      // A new root, not a change in place: connections may still be computing pushes from the old one.
      ns.root = setNodesKeepingRoot(ns.root, changes);
      fanOut(ns, changes.map(affectedPath));
      durable({ status: 'ok' });
    });
  }

  /**
   * A failed append refuses every record in flight (the log cannot keep a record that was built on
   * a refused one), so every pending write of every namespace is forgotten at the first failure.
   */
  private forgetPending(entry: PendingWrite): void {
    const inFlight = [...this.namespaces.values()].some((ns) => ns.pending.includes(entry));
    if (inFlight) for (const ns of this.namespaces.values()) ns.pending = [];
  }

  /** Every namespace's durable tree, for a snapshot. */
  committedTrees(): Map<string, TreeNode | null> {
    return new Map([...this.namespaces].map(([name, ns]) => [name, ns.root]));
  }

  /** Replaces a namespace's rules and cancels the listens they no longer allow. */
  setRules(ns: Namespace, source: string, fileName: string): void {
    ns.rules = { engine: compileRules(source, fileName), source };
    for (const listen of ns.listens.all()) {
      if (this.checkRead(ns, listen.path, listen.query, listen.sink.caller)) listen.sink.revoke(listen);
    }
  }

  exportAll(): Record<string, JsonValue> {
    const out: Record<string, JsonValue> = {};
    for (const [name, ns] of this.namespaces) out[name] = toExportJson(ns.root);
    return out;
  }

  private seed(ns: Namespace): void {
    const seed = this.options.seed;
    // Recorded even when empty, so the namespace counts as known and is not seeded again.
    const root = seed === null ? null : fromJson(seed);
    ns.root = root;
    this.options.store.append({ n: ns.name, c: [['/', seed]] }, (error) => {
      if (error) console.error(`localdb: could not save the seed of ${ns.name}: ${error.message}`);
    });
  }
}
