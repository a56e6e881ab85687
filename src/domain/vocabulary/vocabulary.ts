// The fixed word lists stored records use (styles, levels, round states, roles, payment methods). Kept
// free of zod, so domain logic and the public first view can use them without loading the schemas.

export const STYLES = ['Standard', 'Latin', 'Smooth', 'Rhythm', 'Nightclub'] as const;
export type Style = (typeof STYLES)[number];

export const LEVELS = [
  'Newcomer', 'Bronze', 'Silver', 'Gold', 'Novice', 'Prechamp', 'Championship',
  'Syllabus', 'Open', 'Amateur', 'Beginner', 'Advanced',
] as const;
export type Level = (typeof LEVELS)[number];

/** Round states, with the numeric values the database stores. Transitions: src/domain/rounds/round-state.ts. */
export const RoundState = {
  Initialized: 0,
  Empty: 1,
  Running: 2,
  Skipped: 3,
  Marked: 4,
  Posted: 5,
} as const;
export type RoundState = (typeof RoundState)[keyof typeof RoundState];

/** Role names an official may carry. `Judge` filters the judges list. */
export const OFFICIAL_ROLES = ['Judge', 'Chairman of Judges', 'Scrutineer', 'Deck Captain', 'MC', 'Organizer', 'Other'] as const;
export type OfficialRole = (typeof OFFICIAL_ROLES)[number];

/** `auto` follows the registration dates; `open` / `closed` are the organiser's override. */
export const REGISTRATION_STATUSES = ['auto', 'open', 'closed'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Grants an organiser gives to an account (roles/<uid>). Judges are bound through judge sessions instead. */
export const STAFF_ROLES = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'treasurer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PAYMENT_METHODS = ['cash', 'cheque', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a final place was decided: R9 lowest total; R10/R11 a tie on the total broken by that rule; tie shared after rule 11. */
export const DECISIONS = ['R9', 'R10', 'R11', 'tie'] as const;
export type Decision = (typeof DECISIONS)[number];
