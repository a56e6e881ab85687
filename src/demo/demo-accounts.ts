// Sign-ins of the demo competition, created in the Auth emulator by scripts/seed-demo.ts.
import type { StaffRole } from '../domain/model';

export interface DemoAccount {
  email: string;
  password: string;
  /** Who this account plays on the day. */
  label: string;
  roles: readonly StaffRole[];
  /** A competitor's grant (roles/<uid>/teamCaptain): registers a whole team, beyond the per-account cap. */
  teamCaptain?: true;
  /** Created with its e-mail already verified, as if its owner had opened the provider's link. */
  emailVerified?: true;
}

/** Local emulator only: these never exist on a real project. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'organiser@demo.test', password: DEMO_PASSWORD, label: 'Organiser', roles: ['organiser'] },
  { email: 'scrutineer@demo.test', password: DEMO_PASSWORD, label: 'Scrutineer', roles: ['scrutineer'] },
  { email: 'deck@demo.test', password: DEMO_PASSWORD, label: 'Deck captain', roles: ['deckCaptain'] },
  { email: 'chair@demo.test', password: DEMO_PASSWORD, label: 'Chairman of judges', roles: ['chairman'] },
  { email: 'mc@demo.test', password: DEMO_PASSWORD, label: 'Master of ceremonies', roles: ['mc'] },
  { email: 'treasurer@demo.test', password: DEMO_PASSWORD, label: 'Treasurer', roles: ['treasurer'] },
  { email: 'competitor@demo.test', password: DEMO_PASSWORD, label: 'Competitor (registered one couple)', roles: [] },
  { email: 'captain@demo.test', password: DEMO_PASSWORD, label: 'Team captain (registered a whole team)', roles: [], teamCaptain: true },
  { email: 'dancer@demo.test', password: DEMO_PASSWORD, label: 'Dancer (follows in the competitor\'s couple; verified e-mail)', roles: [], emailVerified: true },
];

export const DEMO_COMPETITOR_EMAIL = 'competitor@demo.test';
export const DEMO_TREASURER_EMAIL = 'treasurer@demo.test';
export const DEMO_CAPTAIN_EMAIL = 'captain@demo.test';
export const DEMO_ORGANISER_EMAIL = 'organiser@demo.test';
/** Named as the follower's e-mail of the competitor's couple: manages it without having registered it. */
export const DEMO_DANCER_EMAIL = 'dancer@demo.test';

/**
 * A demo account's fixed uid: organiser@demo.test → demo-organiser. The Auth emulator forgets its
 * accounts on every restart; recreating them under the same uids keeps the roles and registrations
 * in the local database valid.
 */
export function demoUidFor(email: string): string {
  return `demo-${email.split('@')[0].replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

/** The fixed uids by e-mail, as generateDemoCompetition takes them. */
export const DEMO_UIDS: Readonly<Record<string, string>> = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.email, demoUidFor(account.email)]));
