// The competition's entities as stored in the database (see docs/DATA-MODEL.md).
// Pure types: no React, no Firebase. Instants are epoch milliseconds; calendar days are 'yyyy-MM-dd'.

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

export interface Socials {
  website?: string;
  facebook?: string;
  instagram?: string;
}

/** Role names an official may carry. `Judge` filters the judges list. */
export const OFFICIAL_ROLES = ['Judge', 'Chairman of Judges', 'Scrutineer', 'Deck Captain', 'MC', 'Organizer', 'Other'] as const;
export type OfficialRole = (typeof OFFICIAL_ROLES)[number];

export interface Official {
  name: string;
  role: OfficialRole;
  bio?: string;
  photoURL?: string;
}

/** `auto` follows the registration dates; `open` / `closed` are the organiser's override. */
export type RegistrationStatus = 'auto' | 'open' | 'closed';

export interface CompetitionMetadata {
  fullName: string;
  primaryColor: string;
  startDate: string;
  endDate: string;
  dateRegistrationEarly?: number;
  dateRegistrationOpen?: number;
  dateRegistrationClosed?: number;
  paymentTierEarly?: number;
  paymentTierOpen?: number;
  paymentTierLate?: number;
  resultsPageShown: boolean;
  registrationStatus: RegistrationStatus;
  socials?: Socials;
  officials?: Record<string, Official>;
  organizers?: Record<string, Official>;
}

/** A couple's entry in an event. The key is `entryId`, derived from the normalised names (src/domain/entries). */
export interface Entry {
  entryId: string;
  leadName: string;
  followName: string;
  leadId: string;
  followId: string;
  /** Back number, assigned by the organiser; absent until then. */
  leadNumber?: number;
  affiliation: string;
  /** With affiliation 'Other': the team name the registrant typed, until the organiser reviews it. */
  affiliationOther?: string;
  registeredTime: number;
  /** uid of the account that registered the entry; absent for entries the organiser added. */
  registeredBy?: string;
  checkedIn?: boolean;
}

/** A couple on a round's floor: the public entry fields copied in when the round is filled. */
export interface RoundEntry {
  leadName: string;
  followName: string;
  leadNumber?: number;
  affiliation: string;
  checkedIn?: boolean;
}

export interface Round {
  roundId: string;
  roundName: string;
  /** 1 = first round; the highest number is the final. Also the round's key under `rounds`. */
  roundNumber: number;
  eventName: string;
  scheduleIndex: number;
  roundStartTime?: number;
  recallSize: number;
  roundState: RoundState;
  entries?: Record<string, RoundEntry>;
}

export interface CompetitionEvent {
  eventName: string;
  style: Style;
  eventLevel: Level;
  /** Dance name → order within the event (0 first). A map, so rules can test membership. */
  dances: Record<string, number>;
  entries?: Record<string, Entry>;
  /** Keyed by round number ("1", "2", ...). */
  rounds?: Record<string, Round>;
}

/** One judge's marks for one round: dance → entryId → mark (recall 0/1, final place 1..N). */
export interface JudgeMarks {
  dances?: Record<string, Record<string, number>>;
  /** Set when the judge submits; marks may be saved before that, one by one. */
  submittedAt?: number;
}

export interface EventDisplaySettings {
  showScheduleIndex?: boolean;
  hideLevelIcons?: boolean;
  highlightOtherRoundsInEvent?: boolean;
  hideClearRoundsButton?: boolean;
  hideGenerateRoundsButton?: boolean;
  reorderAfterAddRemoveRound?: boolean;
  liveScrollRefreshIndex?: number;
}

/** Grants an organiser gives to an account (roles/<uid>). Judges are bound through judge sessions instead. */
export const STAFF_ROLES = ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc', 'treasurer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** teamCaptain is a competitor's grant (issue 19), not a staff role: it opens no console. */
export type RoleGrants = Partial<Record<StaffRole, true>> & { email?: string; teamCaptain?: true };

/** A device bound to a judge: written by the device, accepted by the rules only with the judge's current code. */
export interface JudgeSession {
  judgeKey: string;
  code: string;
  boundAt: number;
}

/** Private contact data of a registrant (registrants/<uid>), readable by the owner and the organisers. */
export interface Registrant {
  email: string;
  leadName?: string;
  followName?: string;
  waiverAcceptedAt: number;
  mediaReleaseAcceptedAt: number;
  createdAt: number;
}

// ---- The day's running order: schedule/ (docs/ROUNDS.md, "Heats"). Organiser writes. ----

/** schedule/settings: how heats are sized, spaced and timed. Seconds for lengths, epoch ms for the start. */
export interface ScheduleSettings {
  /** Most couples on the floor in one heat. */
  floorCapacity: number;
  /** Per-style override of floorCapacity (Latin and Rhythm floors usually take more couples). */
  capacityByStyle?: Partial<Record<Style, number>>;
  /** A dancer needs at least this many other heats between two of theirs (0: only the same heat clashes). */
  minHeatsApart: number;
  danceSeconds: number;
  gapBetweenDancesSeconds: number;
  gapBetweenHeatsSeconds: number;
  /** When the first heat of the day starts (epoch ms); without it no times are estimated. */
  firstHeatStart?: number;
}

/** A round as danced in one floor heat: the whole round, or one part of a split round. */
export interface HeatRound {
  eventName: string;
  roundNumber: number;
  /** Split round: this heat is part `part` (1-based) of `parts`. Both absent when the whole round dances here. */
  part?: number;
  parts?: number;
  /** The couples (entryIds) of this part of a split round, once the round has couples. */
  couples?: Record<string, true>;
}

/** Recorded as the day runs; the live time estimate follows them. */
export interface SlotTimes {
  startedAt?: number;
  finishedAt?: number;
}

/** A numbered floor heat: one round, several rounds danced together, or one part of a split round. */
export interface FloorHeatSlot extends SlotTimes {
  kind: 'heat';
  /** The heat number printed everywhere; stable until the organiser renumbers. */
  number: number;
  /** Place in the day (ascending; need not be consecutive). */
  position: number;
  /** Keyed by roundId (`<event>-R<n>`). */
  rounds: Record<string, HeatRound>;
  /** The floor the heat is danced on (issue 30); absent: the competition's one floor, DEFAULT_FLOOR. */
  floor?: string;
}

/** A fixed break in the running order (lunch, awards, a team match). */
export interface BreakSlot extends SlotTimes {
  kind: 'break';
  position: number;
  label: string;
  minutes: number;
}

export type ScheduleSlot = FloorHeatSlot | BreakSlot;

/** schedule/: the stored running order. Slots are keyed by a key that never changes (`s1`, `s2`, …). */
export interface RunningOrderRecord {
  settings?: ScheduleSettings;
  slots?: Record<string, ScheduleSlot>;
}

/**
 * checkIns/<competitorId>: the registration desk's record that a dancer has arrived for the day (issue 29).
 * Whether they have paid is not stored here: it is the money statement's answer (src/domain/fees).
 */
export interface DancerCheckIn {
  /** When the desk checked the dancer in (epoch ms). */
  arrivedAt: number;
  /** uid of the account at the desk, for the record. */
  by?: string;
}

// ---- Judge panels: panels/ (docs/DATA-MODEL.md). Organiser writes. ----

/** A panel: the judges' keys (competitionMetadata/officials/<key>) that sit on it. */
export interface StoredPanel {
  judges: Record<string, true>;
}

export interface PanelsRecord {
  /** Event name → its panel; an event without one is judged by every official with role Judge. */
  events?: Record<string, StoredPanel>;
  /** Event name → round number → a panel for that round only (for example a larger panel for the final). */
  rounds?: Record<string, Record<string, StoredPanel>>;
  /** Judge key → the judge's letter for the whole competition, kept once given. */
  letters?: Record<string, string>;
}
