import { pathToString, type Path } from '../tree/path.ts';

/** A session's key for a listen: the client registers one per (path, tag) and unlistens by it. */
export function listenKey(path: Path, tag: number | null): string {
  return pathToString(path) + '|' + (tag ?? 'default');
}
