// A withdrawal is stamped with the server's clock (the refund rule compares it with a date, and the rules
// refuse a time ahead of the server's), not the device's.
import { SERVER_TIME } from '../../domain/server-time';
import type { TreeUpdate } from '../../domain/tree-update';
import { paths } from '../../data/paths';

export function atServerTime(patch: TreeUpdate, eventName: string, entryId: string): TreeUpdate {
  const path = paths.withdrawal(eventName, entryId);
  const record = patch[path] as Record<string, unknown> | undefined;
  return record ? { ...patch, [path]: { ...record, withdrawnAt: SERVER_TIME } } : patch;
}
