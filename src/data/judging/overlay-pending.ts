// The marks a judge sees = what the database has, with this tablet's unacknowledged writes on top.
// After a reload while offline the database has nothing yet, so the writes kept on the tablet are all there is.
import type { PendingWrite } from './mark-outbox';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function overlayPending<T>(base: T | undefined, basePath: string, pending: readonly PendingWrite[]): T | undefined {
  const prefix = `${basePath}/`;
  const relevant = pending.filter((w) => w.path === basePath || w.path.startsWith(prefix));
  if (relevant.length === 0) return base;
  let tree = structuredClone((base ?? null) as Json);
  for (const write of relevant) {
    const segments = write.path === basePath ? [] : write.path.slice(prefix.length).split('/');
    tree = setAt(tree, segments, write.value as Json);
  }
  return (tree ?? undefined) as T | undefined;
}

function setAt(tree: Json, segments: string[], value: Json): Json {
  if (segments.length === 0) return value === undefined ? null : value;
  const [head, ...rest] = segments;
  const node: { [key: string]: Json } = tree && typeof tree === 'object' && !Array.isArray(tree) ? { ...tree } : {};
  const child = setAt(node[head] ?? null, rest, value);
  if (child === null) delete node[head];
  else node[head] = child;
  return Object.keys(node).length ? node : null;
}
