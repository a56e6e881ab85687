// The audit trail of a judge's marks: every change a tablet (or the scrutineer's paper entry) makes is
// appended to markAudit/<event>/<round> in the same update as the mark itself (docs/DATA-MODEL.md).
// The record is built here; the writer adds a fresh key and the server's time at send time, so a write
// sent again after a reload is appended again rather than refused as a duplicate key.
import { SERVER_TIME } from '../server-time';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { DanceMarks } from './mark-sheet';

// The record's shape is declared once, in src/domain/records (judge-devices.ts).
export type { MarkAuditEntry } from '../records';
import type { MarkAuditEntry } from '../records';
export type MarkSource = MarkAuditEntry['source'];

/** An entry still without its time: what the tablet knows when the judge taps. */
export type MarkAuditDraft = Omit<MarkAuditEntry, 'at'>;

/** A mark write and the audit entry that goes with it. */
export interface AuditedChange {
  path: string;
  value: unknown;
  trail: { parent: string; record: MarkAuditDraft };
}

export interface AuditContext {
  eventName: string;
  roundNumber: number;
  judgeKey: string;
  source: MarkSource;
  /** The account that writes (the tablet's, or the scrutineer's for paper marks). */
  device: string;
}

/**
 * Pairs each path of a mark patch with its audit entry. `before` is the sheet as the writer saw it, for the
 * old value. A path for the judge's whole sheet is a submission.
 */
export function auditedChanges(patch: TreeUpdate, before: DanceMarks, ctx: AuditContext): AuditedChange[] {
  const sheet = paths.judgeMarks(ctx.eventName, ctx.roundNumber, ctx.judgeKey);
  const parent = paths.roundMarkAudit(ctx.eventName, ctx.roundNumber);
  const base = { judgeKey: ctx.judgeKey, source: ctx.source, device: ctx.device };
  return Object.entries(patch).map(([path, value]) => {
    if (path === sheet) return { path, value, trail: { parent, record: { ...base, submitted: true } } };
    const [dance, entryId, ...rest] = path.startsWith(`${sheet}/dances/`) ? path.slice(sheet.length + 8).split('/') : [];
    if (!dance || !entryId || rest.length > 0) throw new RangeError(`Not one mark of ${ctx.judgeKey} in ${ctx.eventName} round ${ctx.roundNumber}: ${path}`);
    const old = before[dance]?.[entryId];
    const record: MarkAuditDraft = { ...base, dance, entryId };
    if (old !== undefined) record.old = old;
    if (typeof value === 'number') record.new = value;
    return { path, value, trail: { parent, record } };
  });
}

/** The update that sends one change with its entry under a fresh key, stamped with the server's time. */
export function withAuditEntry(change: Pick<AuditedChange, 'path' | 'value'> & { trail?: { parent: string; record: unknown } }, key: string): TreeUpdate {
  if (!change.trail) return { [change.path]: change.value };
  const record = typeof change.trail.record === 'object' && change.trail.record !== null ? change.trail.record : {};
  return { [change.path]: change.value, [`${change.trail.parent}/${key}`]: { ...record, at: SERVER_TIME } };
}
