// One write status for a card of round actions, each run as the account's staff role.
import type { StaffRole } from '../../domain/model';
import { asActor } from './use-actor';
import { useThunkWrite } from './use-thunk-write';

export function useActorWrite(actor: StaffRole | null) {
  const write = useThunkWrite();
  const act = (action: (role: StaffRole) => Promise<unknown>) => write.run(() => asActor(actor, action));
  return { ...write, act };
}
