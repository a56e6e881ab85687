import type { JsonValue } from '../protocol/json.ts';
import type { QuerySpec } from '../protocol/query-object.ts';
import type { Path } from '../tree/path.ts';
import type { Caller } from './caller.ts';

/** One data push. `frame` is the encoded WebSocket message, built once and shared by every session. */
export interface DataPush {
  action: 'd' | 'm';
  path: Path;
  dataJson: string;
  tag: number | null;
  frame: string;
}

/** Where pushes for a listen go: a WebSocket session. */
export interface ListenSink {
  readonly caller: Caller;
  deliver(push: DataPush): void;
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
}

class TrieNode {
  readonly listens = new Set<Listen>();
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
    if (!node.listens.has(listen)) this.size++;
    node.listens.add(listen);
  }

  remove(listen: Listen): void {
    const trail: TrieNode[] = [this.root];
    for (const key of listen.path) {
      const next = trail[trail.length - 1].children.get(key);
      if (!next) return;
      trail.push(next);
    }
    if (trail[trail.length - 1].listens.delete(listen)) this.size--;
    for (let i = trail.length - 1; i > 0; i--) {
      const node = trail[i];
      if (node.listens.size > 0 || node.children.size > 0) break;
      trail[i - 1].children.delete(listen.path[i - 1]);
    }
  }

  all(): Set<Listen> {
    const found = new Set<Listen>();
    collectAll(this.root, found);
    return found;
  }

  /** Every listen at, above or below one of `paths`, each once. */
  affectedBy(paths: readonly Path[]): Set<Listen> {
    const found = new Set<Listen>();
    for (const path of paths) {
      let node: TrieNode | undefined = this.root;
      for (let i = 0; node && i < path.length; i++) {
        node.listens.forEach((l) => found.add(l));
        node = node.children.get(path[i]);
      }
      if (node) collectAll(node, found);
    }
    return found;
  }
}

function collectAll(node: TrieNode, into: Set<Listen>): void {
  node.listens.forEach((l) => into.add(l));
  for (const child of node.children.values()) collectAll(child, into);
}
