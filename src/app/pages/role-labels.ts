import type { StaffRole } from '../../domain/model';

export const ROLE_LABELS: Record<StaffRole, string> = {
  organiser: 'organiser',
  scrutineer: 'scrutineer',
  chairman: 'chairman of judges',
  deckCaptain: 'deck captain',
  mc: 'MC',
  treasurer: 'treasurer',
};

/** "scrutineer or deck captain" (organisers can always enter, so they are named last). */
export function describeRoles(roles: readonly StaffRole[]): string {
  const labels = [...roles.filter((role) => role !== 'organiser'), 'organiser' as const].map((role) => ROLE_LABELS[role]);
  const unique = [...new Set(labels)];
  if (unique.length === 1) return unique[0];
  return `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}
