import { dataPushBody, pushFrame } from '../protocol/messages.ts';
import { hashNode } from '../tree/hash.ts';
import { getNode, toExportJson, type TreeNode } from '../tree/node.ts';
import { commonPrefix, isAncestorOrSelf, pathToString, type Path } from '../tree/path.ts';
import type { QuerySpec } from '../protocol/query-object.ts';
import { windowResult } from '../tree/window-results.ts';
import { postOf, type Post } from '../tree/index-compare.ts';
import { positionOf, queryBounds, queryWindow, sortChildren, withinBounds, type SortedChildren } from '../tree/query.ts';
import type { DataPush, DerivedQuery, Listen, PendingPushes } from './listen-registry.ts';
import type { Namespace } from './namespace.ts';

/**
 * Pushes the result of a write to every listen it touches. Runs after the tree changed and before
 * the writer's ack, because the SDK re-applies its server cache on the ack.
 * A default listen at or above the write gets the written locations (`d`, or one `m` for several,
 * so observers see the write atomically); a deeper one gets the written locations inside it, or its
 * whole location when a write covers it; a query listen
 * gets its recomputed result, tagged, only when that result changed.
 *
 * Here only the affected listens are found, per connection; each connection computes its pushes
 * from this write's tree (immutable, so later writes do not change it) when its turn comes, a
 * slice at a time (session.ts). So one connection's thousands of query listens do not hold up the
 * other connections' acks, and its output keeps commit order because the work waits in line with it.
 */
export function fanOut(ns: Namespace, changedPaths: readonly Path[]): void {
  if (ns.listens.size === 0) return;
  const paths = outermost(changedPaths);
  const bySink = ns.listens.affectedBy(paths);
  if (bySink.size === 0) return;
  const pushes = new PushBuilder(ns.root, paths);
  for (const [sink, listens] of bySink) sink.enqueue(new SinkFanout(pushes, listens));
}

/** How many listens a slice computes between two looks at the clock. */
const LISTENS_PER_CLOCK_CHECK = 16;

/** One write's pushes for one connection, computed in slices (see fanOut). */
class SinkFanout implements PendingPushes {
  private next = 0;
  /** Listens that share a push (default listens at or above the write) get it once. */
  private readonly sent = new Set<DataPush>();

  constructor(
    private readonly pushes: PushBuilder,
    private readonly listens: readonly Listen[],
  ) {}

  step(emit: (push: DataPush) => void, deadline: number): boolean {
    while (this.next < this.listens.length) {
      const listen = this.listens[this.next++];
      const push = listen.query ? this.pushes.forQuery(listen) : this.pushes.forDefault(listen);
      if (push !== null && !this.sent.has(push)) {
        this.sent.add(push);
        emit(push);
      }
      if (this.next % LISTENS_PER_CLOCK_CHECK === 0 && performance.now() >= deadline) break;
    }
    return this.next >= this.listens.length;
  }
}

/** The data pushed when a listen starts: the whole location, or the query result (tagged, shared by listens with the same window). */
export function initialPush(ns: Namespace, listen: Listen): { push: DataPush; hash: string } {
  const spec = listen.query;
  if (!spec) {
    const node = getNode(ns.root, listen.path);
    return { push: makePush('d', listen.path, JSON.stringify(toExportJson(node)), null), hash: hashNode(node) };
  }
  const derived = (listen.derived ??= deriveQuery(listen.path, spec));
  const sorted = sortChildren(getNode(ns.root, listen.path), spec.index);
  const result = windowResult(sorted, queryWindow(sorted, spec, derived.bounds));
  listen.lastKeys = result.keys;
  return { push: makePush('d', listen.path, result.json(), listen.tag), hash: result.hash };
}

/** One location's children under one index in a write's tree, as the write's query listens use them. */
interface SortAt {
  readonly sorted: SortedChildren;
  /** The children the write went into, with their new place (post null, position -1: removed); null when the write covers the location. */
  readonly written: readonly { name: string; post: Post | null; position: number }[] | null;
  /** Windows by query (DerivedQuery.windowKey): listens with the same query take it once. */
  readonly windows: Map<string, { from: number; to: number }>;
}

class PushBuilder {
  private readonly base: string[];
  private basePush: DataPush | null = null;
  private readonly byPath = new Map<string, DataPush>();
  private readonly sorts = new Map<string, SortAt>();
  private readonly touched = new Map<string, string[] | null>();

  /** `root` is the tree as this write left it, kept while any connection still computes from it. */
  constructor(
    private readonly root: TreeNode | null,
    private readonly paths: readonly Path[],
  ) {
    this.base = commonPrefix(paths);
  }

  forDefault(listen: Listen): DataPush {
    if (isAncestorOrSelf(listen.path, this.base)) return (this.basePush ??= this.atBase());
    const key = pathToString(listen.path);
    let push = this.byPath.get(key);
    if (!push) this.byPath.set(key, (push = this.forDeeper(listen.path)));
    return push;
  }

  /**
   * A listen below the writes' common location: its whole location when a write covers it, else only the
   * written locations inside it. An update spread over the tree (a source and its public summaries) would
   * otherwise send a listener of a whole branch (`eventIndex`) all of that branch on every change.
   */
  private forDeeper(listenPath: Path): DataPush {
    const inside = this.paths.filter((p) => isAncestorOrSelf(listenPath, p));
    if (inside.length === 0 || inside.some((p) => p.length === listenPath.length)) {
      return makePush('d', listenPath, this.exportAt(listenPath), null);
    }
    return this.writtenAt(inside);
  }

  /**
   * A query listen's new result. Each (location, index) is sorted once per write and every query on
   * it takes its window by two searches; listens whose windows coincide share one result and hash.
   * A listen the write cannot have changed is skipped first, with a few comparisons and no search.
   */
  forQuery(listen: Listen): DataPush | null {
    const spec = listen.query!;
    const derived = (listen.derived ??= deriveQuery(listen.path, spec));
    const at = this.sortAt(listen.path, derived, spec);
    const written = at.written;
    const last = listen.lastKeys;
    // Skipped when the write changed only children that were not in the listen's last result and are
    // not in its new window: the result is then the same, found without hashing it. (Only the written
    // children changed, so a window that never held them holds the same children with the same data.)
    const skippable = last !== undefined && written !== null && written.every((w) => !last.has(w.name));
    if (skippable && written.every((w) => w.post === null || !withinBounds(spec, derived.bounds, w.post))) return null;
    let window = at.windows.get(derived.windowKey);
    if (!window) at.windows.set(derived.windowKey, (window = queryWindow(at.sorted, spec, derived.bounds)));
    const { from, to } = window;
    if (skippable && written.every((w) => w.position < from || w.position >= to)) return null;
    const result = windowResult(at.sorted, window);
    listen.lastKeys = result.keys;
    if (result.hash === listen.lastHash) return null;
    listen.lastHash = result.hash;
    return makePush('d', listen.path, result.json(), listen.tag);
  }

  /** The sort of a listen's location under its index in this write's tree, the children written there and the windows taken from it. */
  private sortAt(path: Path, derived: DerivedQuery, spec: QuerySpec): SortAt {
    let at = this.sorts.get(derived.sortedKey);
    if (at) return at;
    const node = getNode(this.root, path);
    const sorted = sortChildren(node, spec.index);
    const names = this.writtenChildren(path, derived.pathKey);
    const written =
      names === null
        ? null
        : names.map((name) => {
            const child = node === null || node.kind === 'leaf' ? undefined : node.children.get(name);
            if (child === undefined) return { name, post: null, position: -1 };
            return { name, post: postOf(spec.index, name, child), position: positionOf(sorted, name, child) };
          });
    this.sorts.set(derived.sortedKey, (at = { sorted, written, windows: new Map() }));
    return at;
  }

  /** The children of `path` the write went into, or null when a write covers `path` itself. */
  private writtenChildren(path: Path, key: string): string[] | null {
    if (this.touched.has(key)) return this.touched.get(key)!;
    let names: string[] | null = [];
    for (const p of this.paths) {
      if (!isAncestorOrSelf(path, p) && !isAncestorOrSelf(p, path)) continue;
      if (p.length <= path.length) {
        names = null;
        break;
      }
      names.push(p[path.length]);
    }
    this.touched.set(key, names);
    return names;
  }

  private atBase(): DataPush {
    return this.writtenAt(this.paths, this.base);
  }

  /** The written locations `paths` (none inside another) as one push: `d` for one, one `m` at their common location for several. */
  private writtenAt(paths: readonly Path[], base: Path = commonPrefix(paths)): DataPush {
    if (paths.length === 1) return makePush('d', base, this.exportAt(base), null);
    const parts = paths.map((p) => JSON.stringify(p.slice(base.length).join('/')) + ':' + this.exportAt(p));
    return makePush('m', base, '{' + parts.join(',') + '}', null);
  }

  private exportAt(path: Path): string {
    return JSON.stringify(toExportJson(getNode(this.root, path)));
  }
}

function deriveQuery(path: Path, spec: QuerySpec): DerivedQuery {
  const pathKey = pathToString(path);
  const sortedKey = pathKey + '|' + JSON.stringify(spec.index);
  const windowKey = sortedKey + '|' + JSON.stringify([spec.start, spec.end, spec.limit, spec.fromLeft]);
  return { pathKey, sortedKey, windowKey, bounds: queryBounds(spec) };
}

function makePush(action: 'd' | 'm', path: Path, dataJson: string, tag: number | null): DataPush {
  const frame = pushFrame(action, dataPushBody(pathToString(path), dataJson, tag ?? undefined));
  return { action, path, dataJson, tag, frame };
}

/** Drops paths inside other changed paths: the outer location's new value already covers them. */
function outermost(paths: readonly Path[]): Path[] {
  const out: Path[] = [];
  for (const path of paths) {
    if (paths.some((other) => other !== path && other.length < path.length && isAncestorOrSelf(other, path))) continue;
    if (out.some((p) => p.length === path.length && isAncestorOrSelf(p, path))) continue;
    out.push(path);
  }
  return out;
}
