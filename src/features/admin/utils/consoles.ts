// The consoles behind /admin, with the roles that open each (the same as the route table's guards,
// checked by a test, so the navigation never offers a screen the guard would refuse).
import type { StaffRole } from '../../../domain/model';

export interface ConsoleLink {
  /** Relative to /admin; '' is the dashboard. */
  path: string;
  label: string;
  /** Any one of these opens it; organisers open everything. */
  roles: readonly StaffRole[];
  description: string;
}

const STAFF: readonly StaffRole[] = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc'];

export const CONSOLES: readonly ConsoleLink[] = [
  { path: '', label: 'Dashboard', roles: STAFF, description: 'The day at a glance.' },
  { path: 'eventschedule', label: 'Schedule', roles: ['scrutineer'], description: 'Running order, round states, recall sizes and start times.' },
  { path: 'scrutineer', label: 'Scrutineer', roles: ['scrutineer', 'chairman'], description: 'Marks as they arrive, results, posting.' },
  { path: 'chairman', label: 'Chairman', roles: ['chairman', 'scrutineer'], description: 'Judges side by side, anomalies, recall ties, reopening.' },
  { path: 'deckcaptain', label: 'Deck captain', roles: ['deckCaptain', 'scrutineer'], description: 'Check couples in for the round on deck.' },
  { path: 'mc', label: 'MC', roles: ['mc', 'scrutineer', 'chairman'], description: 'What to announce next.' },
  { path: 'results', label: 'Results to read', roles: ['mc', 'scrutineer', 'chairman'], description: 'Posted results in the order an MC reads them.' },
  { path: 'competitors', label: 'Competitors', roles: ['organiser'], description: 'Couples, back numbers, withdrawals, exports.' },
  { path: 'officials', label: 'Officials', roles: ['organiser'], description: 'Judges, officials, organizers and tablet access.' },
  { path: 'setup', label: 'Setup', roles: ['organiser'], description: 'Competition details, events, rounds and numbers.' },
  { path: 'settings', label: 'Settings', roles: ['organiser'], description: 'Display settings and live view refresh.' },
];

export function consolesFor(hasAnyRole: (roles: readonly StaffRole[]) => boolean): ConsoleLink[] {
  return CONSOLES.filter((console) => hasAnyRole(console.roles));
}
