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
  /** The menu group it is listed under. */
  group: ConsoleGroupName;
}

export type ConsoleGroupName = 'Overview' | 'Competition day' | 'People' | 'Setup';
const GROUP_ORDER: readonly ConsoleGroupName[] = ['Overview', 'Competition day', 'People', 'Setup'];

const STAFF: readonly StaffRole[] = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'treasurer'];

export const CONSOLES: readonly ConsoleLink[] = [
  { path: '', label: 'Dashboard', roles: STAFF, description: 'The day at a glance.', group: 'Overview' },
  { path: 'eventschedule', label: 'Schedule', roles: ['scrutineer', 'chairman'], description: 'Running order, round states, recall sizes and start times.', group: 'Competition day' },
  { path: 'scrutineer', label: 'Scrutineer', roles: ['scrutineer', 'chairman'], description: 'Marks as they arrive, results, posting.', group: 'Competition day' },
  { path: 'chairman', label: 'Chairman', roles: ['chairman', 'scrutineer'], description: 'Judges side by side, anomalies, recall ties, reopening.', group: 'Competition day' },
  { path: 'deckcaptain', label: 'Deck captain', roles: ['deckCaptain', 'scrutineer'], description: 'Check couples in for the round on deck.', group: 'Competition day' },
  { path: 'mc', label: 'MC', roles: ['mc', 'scrutineer', 'chairman'], description: 'What to announce next.', group: 'Competition day' },
  { path: 'results', label: 'Results to read', roles: ['mc', 'scrutineer', 'chairman'], description: 'Posted results in the order an MC reads them.', group: 'Competition day' },
  { path: 'competitors', label: 'Competitors', roles: ['organiser'], description: 'Couples, back numbers, withdrawals, exports.', group: 'People' },
  { path: 'officials', label: 'Officials', roles: ['organiser'], description: 'Judges, officials, organizers and tablet access.', group: 'People' },
  { path: 'teams-review', label: 'Teams to review', roles: ['organiser'], description: 'Couples entered as Other: set their team or accept a new one.', group: 'People' },
  { path: 'money', label: 'Payments', roles: ['treasurer'], description: 'Balances, payments, invoices and the balances CSV.', group: 'People' },
  { path: 'desk', label: 'Registration desk', roles: ['treasurer'], description: 'Who still owes, and who has checked in.', group: 'People' },
  { path: 'setup', label: 'Setup', roles: ['organiser'], description: 'Competition details, events, rounds and numbers.', group: 'Setup' },
  { path: 'eligibility', label: 'Eligibility', roles: ['organiser'], description: 'Level rules for registration, overrides and past levels.', group: 'Setup' },
  { path: 'settings', label: 'Settings', roles: ['organiser'], description: 'Display settings and live view refresh.', group: 'Setup' },
  { path: 'backup', label: 'Backup', roles: ['organiser'], description: 'Download the whole competition, or restore a backup.', group: 'Setup' },
];

export function consolesFor(hasAnyRole: (roles: readonly StaffRole[]) => boolean): ConsoleLink[] {
  return CONSOLES.filter((console) => hasAnyRole(console.roles));
}

export interface ConsoleGroup {
  name: ConsoleGroupName;
  consoles: ConsoleLink[];
}

/** The given consoles under their menu groups, in menu order; empty groups left out. */
export function consoleGroups(consoles: readonly ConsoleLink[]): ConsoleGroup[] {
  return GROUP_ORDER.map((name) => ({ name, consoles: consoles.filter((console) => console.group === name) })).filter((group) => group.consoles.length > 0);
}
