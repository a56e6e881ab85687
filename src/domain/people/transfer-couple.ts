// The organiser moves a couple to another account: the record's owner and every entry's registeredBy. The old
// owner's slot is freed (it no longer holds the couple) and the record claims none: the organiser is not capped.
import type { CompetitionEvent } from '../model';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Couple } from './couple';

export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
}

export function transferCouplePatch(coupleId: string, toUid: string, records: { couples: Readonly<Record<string, Couple>>; events: Readonly<Record<string, CompetitionEvent>> }): TreeUpdate {
  if (toUid.trim() === '') throw new TransferRefusedError('Choose the account to move the couple to.');
  const update: TreeUpdate = {};
  const record = records.couples[coupleId];
  if (record) {
    update[paths.coupleField(coupleId, 'ownerUid')] = toUid;
    if (record.slot !== undefined) {
      update[paths.coupleField(coupleId, 'slot')] = null;
      update[paths.accountCouple(record.ownerUid, record.slot)] = null;
    }
  }
  for (const event of Object.values(records.events)) {
    if (event.entries?.[coupleId]) update[paths.eventEntryField(event.eventName, coupleId, 'registeredBy')] = toUid;
  }
  if (Object.keys(update).length === 0) throw new TransferRefusedError('That couple has no record and no entries to move.');
  return update;
}
