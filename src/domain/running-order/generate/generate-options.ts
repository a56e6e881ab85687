// What the organiser asks of a generated running order (issue 30), what it reports, and the names of its
// constraints: each one is met, or listed by name with a sentence saying where it is broken.
import type { ScheduleSlot } from '../../model';
import type { TreeUpdate } from '../../tree-update';

/** A break at a fixed clock time (lunch at 12:30): every floor stops for it. */
export interface FixedBreak {
  label: string;
  /** Epoch ms. */
  at: number;
  minutes: number;
}

export interface GenerateOptions {
  /** Each style's events together (Standard, then Latin, …). */
  styleBlocks?: boolean;
  /** Within a style, events go by level (Newcomer, Bronze, …) before round. */
  levelOrder?: boolean;
  /** Minutes the scrutineer needs between a round's last heat and its next round (default 5). */
  resultsGapMinutes?: number;
  /** Breaks at fixed clock times; they replace the breaks not yet started. */
  breaks?: readonly FixedBreak[];
  /** The day should end by then (epoch ms). */
  targetEnd?: number;
  /** Small finals of the same style and dances danced together on one floor (default true). */
  combineFinals?: boolean;
  /** Heats (slot keys) the organiser pinned: kept with their rounds, on their floor, at their place on it. */
  pinned?: readonly string[];
  /** Judges available: each floor needs a panel of at least MIN_PANEL_PER_FLOOR. */
  judges?: number;
}

/** The smallest panel a floor can be judged by (small competitions use 3). */
export const MIN_PANEL_PER_FLOOR = 3;
export const DEFAULT_RESULTS_GAP_MINUTES = 5;

export type ConstraintName =
  | 'two-floors-at-once'
  | 'rest-between-heats'
  | 'results-before-next-round'
  | 'floor-capacity'
  | 'fixed-breaks'
  | 'style-blocks'
  | 'level-order'
  | 'target-end';

export interface BrokenConstraint {
  constraint: ConstraintName;
  /** How often it is broken. */
  count: number;
  /** The first few places, in words. */
  message: string;
}

export interface FloorFigures {
  floor: string;
  heats: number;
  /** When the floor's last heat ends (epoch ms). */
  end: number;
  /** Minutes the floor waits with nothing danced, breaks not counted. */
  idleMinutes: number;
}

export interface GeneratedFigures {
  floors: FloorFigures[];
  /** The last heat's end on any floor. */
  end: number;
  /** Clashes of the couples known now (findClashes of the new order). */
  clashes: number;
  /** The least time, in minutes, any dancer who may dance two heats has between them; null with no such dancer. */
  smallestChangeGapMinutes: number | null;
  /** Minutes danced and changed (the heats and the gaps between them) divided by the floors: no order is shorter. */
  lowerBoundMinutes: number;
  /** Minutes from the first heat to the last heat's end, breaks left out. */
  dayMinutes: number;
}

/** One heat's place before and after, for the preview ("what changes against the current order"). */
export interface GeneratedHeatChange {
  roundKeys: string[];
  label: string;
  before?: { number: number; floor: string; start?: number };
  after: { number: number; floor: string; start: number };
}

export interface GeneratedOrder {
  ok: true;
  /** The whole new schedule/slots. */
  slots: Record<string, ScheduleSlot>;
  /** One update: the new and changed slots, the old ones removed; heats started are never in it. */
  patch: TreeUpdate;
  figures: GeneratedFigures;
  broken: BrokenConstraint[];
  changes: GeneratedHeatChange[];
  /** Old slots removed (heats not started that are danced elsewhere now, replaced breaks). */
  removed: number;
}

/** Settings that cannot give any order: each sentence says what to change. */
export interface ImpossibleOrder {
  ok: false;
  problems: string[];
}

export type GenerateResult = GeneratedOrder | ImpossibleOrder;
