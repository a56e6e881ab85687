// Times the rules compare with `now` (a registration, a payment, a withdrawal, a grant, a judge's submission,
// a tablet's binding) are the database's clock, never the device's. The domain and the use-cases mark them with
// the plain SERVER_TIME placeholder (src/domain/server-time.ts, no Firebase there); this stage, the pipeline's
// last, puts the SDK's own server value in its place, wherever in a record it sits.
import { serverTimestamp } from 'firebase/database';
import type { TreeUpdate } from '../../domain/tree-update';
import type { WriteStage } from './write-pipeline';

const isServerTime = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && (value as Record<string, unknown>)['.sv'] === 'timestamp';

// A record with no placeholder is handed on as it is (no copy of a restored backup's whole tree).
function resolved(value: unknown): unknown {
  if (isServerTime(value)) return serverTimestamp();
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, inner]) => {
    const next = resolved(inner);
    if (next !== inner) changed = true;
    return [key, next] as const;
  });
  if (!changed) return value;
  return Array.isArray(value) ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/** The patch with every server-time placeholder replaced by the SDK's server value. */
export function withServerTimes(patch: TreeUpdate): TreeUpdate {
  return Object.fromEntries(Object.entries(patch).map(([path, value]) => [path, resolved(value)]));
}

export const serverTimeStage: WriteStage = (patch) => withServerTimes(patch);
