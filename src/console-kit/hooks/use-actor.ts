// The staff role this account acts as when it asks the domain for a round transition.
import { useRoles } from '../../data/auth/use-roles';
import type { StaffRole } from '../../domain/model';

/** Most capable first: the chairman can do all the scrutineer can, plus reopen a round. */
const BY_CAPABILITY: readonly StaffRole[] = ['organiser', 'chairman', 'scrutineer', 'deckCaptain', 'mc'];

export function useActor(): StaffRole | null {
  const { grants } = useRoles();
  return BY_CAPABILITY.find((role) => grants[role] === true) ?? null;
}

/** Runs an action as the account's role, or refuses it with the reason when the account has none. */
export function asActor<T>(actor: StaffRole | null, action: (role: StaffRole) => Promise<T>): Promise<T> {
  return actor ? action(actor) : Promise.reject(new Error('Your account has no staff role for changing rounds.'));
}
