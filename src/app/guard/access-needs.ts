import type { StaffRole } from '../../domain/model';
import type { RouteHandle } from '../route-names';

export interface AccessNeeds {
  requiresAuth: boolean;
  /** One list per matched route that names roles: the user needs any role of every list. */
  roleSets: (readonly StaffRole[])[];
}

/** What the matched routes (outermost first) ask for; a route that names roles implies sign-in. */
export function accessNeeds(handles: readonly unknown[]): AccessNeeds {
  const needs: AccessNeeds = { requiresAuth: false, roleSets: [] };
  for (const raw of handles) {
    const handle = raw as Partial<RouteHandle> | undefined;
    if (!handle) continue;
    if (handle.requiresAuth) needs.requiresAuth = true;
    if (handle.roles) {
      needs.requiresAuth = true;
      needs.roleSets.push(handle.roles);
    }
  }
  return needs;
}

/** The roles that would open the page, for the "no access" explanation: those every list accepts, or the last list. */
export function rolesThatOpen(roleSets: readonly (readonly StaffRole[])[]): StaffRole[] {
  if (roleSets.length === 0) return [];
  const common = roleSets[0].filter((role) => roleSets.every((set) => set.includes(role)));
  return common.length > 0 ? common : [...roleSets[roleSets.length - 1]];
}
