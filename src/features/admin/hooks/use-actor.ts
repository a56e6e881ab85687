// The staff role this account acts as when it asks the domain for a round transition.
import { useRoles } from '../../../data/auth/use-roles';
import type { StaffRole } from '../../../domain/model';

/** Most capable first: the chairman can do all the scrutineer can, plus reopen a round. */
const BY_CAPABILITY: readonly StaffRole[] = ['organiser', 'chairman', 'scrutineer', 'deckCaptain', 'mc'];

export function useActor(): StaffRole | null {
  const { grants } = useRoles();
  return BY_CAPABILITY.find((role) => grants[role] === true) ?? null;
}
