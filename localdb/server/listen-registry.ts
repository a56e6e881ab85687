import type { JsonValue } from '../protocol/json.ts';
import type { QuerySpec } from '../protocol/query-object.ts';
import type { Path } from '../tree/path.ts';
import type { QueryBounds } from '../tree/query.ts';
import type { Caller } from './caller.ts';

/** One data push. `frame` is the encoded WebSocket message, built once and shared by every session. */
export interface DataPush {
  action: 'd' | 'm';
  path: Path;
  dataJson: string;
  tag: number | null;
  frame: string;
}

/** One write's pushes for one connection, not computed yet (fanout.ts). */
export interface PendingPushes {
  /** Computes pushes in order, handing each to `emit`, until done (true) or `deadline` (performance.now()) passed (false). */
  step(emit: (push: DataPush) => void, deadline: number): boolean;
}

/** Where pushes for a listen go: a WebSocket session. */
export interface ListenSink {
  readonly caller: Caller;
  deliver(push: DataPush): void;
  /** A write's pushes, to compute when this connection's turn comes; its later output waits behind them. */
  enqueue(pending: PendingPushes): void;
  /** Drops the listen and tells the client it was cancelled (permission_denied). */
  revoke(listen: Listen): void;
}

export interface Listen {
  sink: ListenSink;
  path: string[];
  /** Tagged (filtered) listens carry the client's tag and query; default listens have neither. */
  tag: number | null;
  query: QuerySpec | null;
  /** The query object exactly as the client sent it, needed to revoke the listen. */
  wireQuery: JsonValue;
  /** Hash of the query result last pushed, to skip unchanged windows. */
  lastHash: string | null;
  /** A query listen's children in its last result, so a write to other children skips it (fanout.ts). */
  lastKeys?: ReadonlySet<string>;
  /** What fanout.ts derives from a query listen once, not on every write. */
  derived?: DerivedQuery;
}

export interface DerivedQuery {
  /** The listen's location as text. */
  readonly pathKey: string;
  /** Location and index: query listens with the same one share a sort. */
  readonly sortedKey: string;
  /** Location, index, bounds and limit: query listens with the same one select the same window. */
  readonly windowKey: string;
  readonly bounds: QueryBounds;
}

/** A trie node's listens grouped by connection, so a write hands each connection its listens without visiting them one by one. */
class TrieNode {
  readonly listens = new Map<ListenSink, Set<Listen>>();
  readonly children = new Map<string, TrieNode>();
}

/** Listens of one namespace indexed by path, so a write finds the affected ones without a scan. */
export class ListenRegistry {
  private readonly root = new TrieNode();
  size = 0;

  add(listen: Listen): void {
    let node = this.root;
    for (const key of listen.path) {
      let next = node.children.get(key);
      if (!next) node.children.set(key, (next = new TrieNode()));
      node = next;
    }
    let own = node.listens.get(listen.sink);
    if (!own) node.listens.set(listen.sink, (own = new Set()));
    if (!own.has(listen)) this.size++;
    own.add(listen);
  }

  remove(listen: Listen): void {
    const trail: TrieNode[] = [this.root];
    for (const key of listen.path) {
      const next = trail[trail.length - 1].children.get(key);
      if (!next) return;
      trail.push(next);
    }
    const last = trail[trail.length - 1];
    const own = last.listens.get(listen.sink);
    if (own?.delete(listen)) {
      this.size--;
      if (own.size === 0) last.listens.delete(listen.sink);
    }
    for (let i = trail.length - 1; i > 0; i--) {
      const node = trail[i];
      if (node.listens.size > 0 || node.children.size > 0) break;
      trail[i - 1].children.delete(listen.path[i - 1]);
    }
  }

  all(): Set<Listen> {
    const found = new Set<Listen>();
    for (const node of subtree(this.root, [])) for (const own of node.listens.values()) own.forEach((l) => found.add(l));
    return found;
  }

  /**
   * Every listen at, above or below one of `paths`, each once, grouped by connection (in trie order).
   * Each listen sits in one trie node, so visiting each node once is enough; a connection's listens
   * in a node are copied as a whole, which keeps a write under a node with thousands of listens cheap.
   */
  affectedBy(paths: readonly Path[]): Map<ListenSink, Listen[]> {
    const nodes = new Set<TrieNode>();
    for (const path of paths) {
      let node: TrieNode | undefined = this.root;
      for (let i = 0; node && i < path.length; i++) {
        nodes.add(node);
        node = node.children.get(path[i]);
      }
      if (node) subtree(node, []).forEach((n) => nodes.add(n));
    }
    const bySink = new Map<ListenSink, Listen[]>();
    for (const node of nodes) {
      for (const [sink, own] of node.listens) {
        const listens = bySink.get(sink);
        if (listens) for (const listen of own) listens.push(listen);
        else bySink.set(sink, Array.from(own));
      }
    }
    return bySink;
  }
}

/** `node` and every node below it, parents first. */
function subtree(node: TrieNode, into: TrieNode[]): TrieNode[] {
  into.push(node);
  for (const child of node.children.values()) subtree(child, into);
  return into;
}
