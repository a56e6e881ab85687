// The one model of the competition day (issue 29): what is danced, in which heat, on which floor, when and
// with whom, derived from the stored running order, the rounds and their couples. Every screen reads the day
// through this (or a view projected from it, see day-views/), so heat numbers, times and couples agree.
import type { DancerCheckIn, RoundState, SlotTimes } from '../model';
import type { SlotStatus } from './timeline';

/** A round, or one part of a split round, as danced in a heat. */
export interface DayRound {
  /** The round's id (`<event>-R<n>`), the key it has in the heat. */
  roundKey: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  state: RoundState;
  isFinal: boolean;
  dances: string[];
  /** A split round: this heat dances part `part` of `parts`. */
  part?: number;
  parts?: number;
}

/** A couple on the floor in a heat, with both check-ins: the desk's for the day and the deck captain's for the round. */
export interface DayCouple {
  entryId: string;
  eventName: string;
  roundNumber: number;
  /** The back number (the lead's number); null until the organiser gives numbers. */
  backNumber: number | null;
  leadName: string;
  followName: string;
  /** Competitor ids (/competitors/<id>). */
  leadId: string;
  followId: string;
  affiliation: string;
  /** The deck captain checked the couple in for this round. */
  checkedIn: boolean;
  /** Both dancers are in for the day: the desk checked them in, or the deck captain checked them in for any round. */
  arrived: boolean;
}

interface DayTiming extends SlotTimes {
  slotKey: string;
  /** Place in the day's list (0 first), heats and breaks together. */
  index: number;
  status: SlotStatus;
  durationMs: number;
  /** Absent until the first heat's start is set. */
  plannedStart?: number;
  /** The actual start once started, else the live estimate from the pace of the day. */
  estimatedStart?: number;
  estimatedEnd?: number;
}

export interface DayHeat extends DayTiming {
  kind: 'heat';
  /** The heat number printed everywhere. */
  number: number;
  floor: string;
  rounds: DayRound[];
  couples: DayCouple[];
}

export interface DayBreak extends DayTiming {
  kind: 'break';
  label: string;
  minutes: number;
}

export type DaySlot = DayHeat | DayBreak;

/** Something the scrutineer must act on; never shown to the public as on the floor. */
export interface DayAnomaly {
  kind: 'running-in-no-heat';
  eventName: string;
  roundNumber: number;
  roundName: string;
  message: string;
}

export interface DayFloor {
  floor: string;
  /** The organiser's name for it ("Main floor"), else "Floor B". */
  name: string;
  /** The heat on this floor now, or null (none started, the last one finished, or all its rounds judged). */
  onTheFloor: DayHeat | null;
  onDeck: DayHeat | null;
  /** Finals danced in the latest heat started on this floor and posted: /live shows their placings until the next heat starts. */
  showResultOf: DayRound[];
  latenessMinutes: number | null;
}

export interface DayModel {
  /** The instant the estimates are for. */
  now: number;
  /** Heats and breaks in the order of the day. */
  slots: DaySlot[];
  /** The heats alone, in the order of the day. */
  heats: DayHeat[];
  /** One entry per floor, the default floor first. */
  floors: DayFloor[];
  /** The first floor's answers, for the screens of a one-floor day. */
  onTheFloor: DayHeat | null;
  onDeck: DayHeat | null;
  showResultOf: DayRound[];
  latenessMinutes: number | null;
  anomalies: DayAnomaly[];
  /** Competitor ids in for the day (desk check-in, or a deck captain's check-in for any round): the one answer both screens read. */
  arrived: ReadonlySet<string>;
}

/** Desk check-ins (checkIns/ as stored: competitor id → record), joined into the day. */
export type DancerCheckIns = Readonly<Record<string, DancerCheckIn>>;
