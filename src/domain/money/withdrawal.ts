// A withdrawn entry leaves the event (and the unstarted rounds) but is kept under withdrawals/, so the
// refund rule can still charge for it and the treasurer sees why a balance changed.
import { removeEntryUpdate } from '../entries';
import type { CompetitionEvent } from '../model';
import { eventWithdrawalClosed } from '../registration';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

export type { Withdrawal, Withdrawals } from '../records';
import type { Withdrawal } from '../records';

export class WithdrawalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WithdrawalError';
  }
}

/** One atomic update: the entry leaves the event and its record goes to withdrawals/<event>/<entryId>. */
export function withdrawEntryPatch(event: CompetitionEvent, entryId: string, withdrawnBy: string, withdrawnAt: number): TreeUpdate {
  const entry = event.entries?.[entryId];
  if (!entry) throw new WithdrawalError(`No entry ${entryId} in ${event.eventName} to withdraw; it may have been withdrawn already.`);
  const withdrawal: Withdrawal = { entry, withdrawnAt, withdrawnBy };
  return { ...removeEntryUpdate(event, entryId), [paths.withdrawal(event.eventName, entryId)]: withdrawal };
}

/**
 * A competitor withdrawing an entry they registered: the entry and its withdrawal record only. Rounds are
 * the floor staff's to write. Refused once the event's first round has started (the rules refuse it too): a
 * couple that danced keeps its placement; the organiser scratches it instead.
 */
export function withdrawOwnEntryPatch(event: CompetitionEvent, entryId: string, withdrawnBy: string, withdrawnAt: number): TreeUpdate {
  const entry = event.entries?.[entryId];
  if (!entry) throw new WithdrawalError(`No entry ${entryId} in ${event.eventName} to withdraw; it may have been withdrawn already.`);
  const started = eventWithdrawalClosed(event);
  if (started) throw new WithdrawalError(started);
  const withdrawal: Withdrawal = { entry, withdrawnAt, withdrawnBy };
  return { [paths.eventEntry(event.eventName, entryId)]: null, [paths.withdrawal(event.eventName, entryId)]: withdrawal };
}
