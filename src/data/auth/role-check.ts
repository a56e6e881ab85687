import type { RoleGrants, StaffRole } from '../../domain/model';

/** True when the grants include any of `roles`. An organiser holds every staff role. */
export function grantsAnyRole(grants: RoleGrants, roles: readonly StaffRole[]): boolean {
  if (grants.organiser) return true;
  return roles.some((role) => grants[role] === true);
}

/** The staff roles the grants hold, organiser first. */
export function grantedRoles(grants: RoleGrants): StaffRole[] {
  const order: StaffRole[] = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'treasurer'];
  return order.filter((role) => grants[role] === true);
}
