import type { EventConfigName } from './resolve';

/** Firebase web settings. Public by design (they identify the project; the rules protect the data). */
export interface FirebaseWebSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Absent for events that used the project's default database. */
  databaseURL?: string;
  appId: string;
  measurementId?: string;
}

/** Text and facts of one competition that the info pages show; the database holds what changes on the day. */
export interface CompetitionBasics {
  shortName: string;
  fullName: string;
  hostTeam: string;
  startDate: string;
  endDate: string;
  venue: { name: string; address: string; mapUrl?: string; directions: string[] };
  contactEmail: string;
  /** Paragraphs for the home page, details and rules pages. */
  welcome: string[];
  details: string[];
  rules: string[];
  about: string[];
  /** Registration consents, shown in full; absent: the defaults of configs/consent-text.ts. */
  liabilityWaiver?: string[];
  mediaRelease?: string[];
}

export interface EventConfig {
  name: EventConfigName;
  firebase: FirebaseWebSettings;
  /** demo and dev: connect to the local database and the Auth emulator instead of hosted Firebase. */
  useEmulators: boolean;
  /**
   * The database is on Firebase's free plan (100 simultaneous connections): spectators' pages read by REST
   * polling and hold no socket; officials' consoles and judges' tablets keep theirs. Absent: false.
   */
  freePlan?: boolean;
  competition: CompetitionBasics;
}
