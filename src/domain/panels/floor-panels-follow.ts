// Floor panels follow the rounds (issue 30): when an edit of the running order puts a round on another floor
// (generating the order, moving a heat to a floor, adding, splitting or combining heats), the round takes the
// panel of the floor it is now danced on, in the same update as the edit. A round with a panel of its own
// (untagged) keeps it; a round already judged (marks, running, marked or posted, or a heat of it started)
// keeps the panel that judged it, and the organiser is told which.
import { RoundState, type CompetitionEvent, type FloorId, type PanelsRecord, type StoredPanel } from '../model';
import { type EventMarks, roundMarksOf, roundsInOrder } from '../event-snapshot';
import type { DayModel } from '../running-order';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';

/** A round whose panel should change with its floor (panel null: back to its event's panel). */
export interface FloorPanelChange {
  eventName: string;
  roundNumber: number;
  /** The floor the round is danced on now; null when no heat holds it any more. */
  floor: string | null;
  panel: StoredPanel | null;
}

/** A round that stays with the panel that judged it although its floor's panel differs. */
export interface KeptRoundPanel {
  eventName: string;
  roundNumber: number;
  floor: string | null;
}

export interface FloorPanelsFollow {
  patch: TreeUpdate;
  kept: KeptRoundPanel[];
}

export interface FloorPanelsState {
  /** The day as it will be after the edit. */
  day: DayModel;
  events: Readonly<Record<string, CompetitionEvent>>;
  panels: PanelsRecord | undefined;
}

const JUDGED_STATES: ReadonlySet<RoundState> = new Set([RoundState.Running, RoundState.Marked, RoundState.Posted]);
const roundId = (eventName: string, roundNumber: number) => `${eventName}\u0000${roundNumber}`;

/** Each placed round's floor (that of its first heat) and whether a heat of it is on the floor or danced. */
function placedRounds(day: DayModel): Map<string, { eventName: string; roundNumber: number; floor: string; heatStarted: boolean }> {
  const out = new Map<string, { eventName: string; roundNumber: number; floor: string; heatStarted: boolean }>();
  for (const heat of day.heats) {
    const started = heat.status === 'on-floor' || heat.status === 'danced';
    for (const r of heat.rounds) {
      const id = roundId(r.eventName, r.roundNumber);
      const seen = out.get(id);
      if (seen) seen.heatStarted ||= started;
      else out.set(id, { eventName: r.eventName, roundNumber: r.roundNumber, floor: heat.floor, heatStarted: started });
    }
  }
  return out;
}

const sameJudges = (a: StoredPanel | undefined, b: StoredPanel | null): boolean => {
  if (!a || !b) return !a && !b;
  const left = Object.keys(a.judges).sort();
  const right = Object.keys(b.judges).sort();
  return a.floor === b.floor && left.length === right.length && left.every((key, i) => key === right[i]);
};

/**
 * The rounds whose stored panel differs from what their floor gives them now, before any judged-round check.
 * Empty when no floor has a panel and no round holds one from a floor (a one-floor day costs nothing).
 */
export function floorPanelChanges({ day, panels }: FloorPanelsState): FloorPanelChange[] {
  const floors = panels?.floors ?? {};
  const rounds = panels?.rounds ?? {};
  const anyTagged = Object.values(rounds).some((byNumber) => Object.values(byNumber ?? {}).some((p) => p?.floor !== undefined));
  if (Object.keys(floors).length === 0 && !anyTagged) return [];
  const changes: FloorPanelChange[] = [];
  const placed = placedRounds(day);
  for (const round of placed.values()) {
    const own = rounds[round.eventName]?.[String(round.roundNumber)] ?? undefined;
    if (own && own.floor === undefined) continue;
    const floorPanel = floors[round.floor as FloorId];
    const target: StoredPanel | null = floorPanel ? { judges: { ...floorPanel.judges }, floor: round.floor as FloorId } : null;
    if (!sameJudges(own, target)) changes.push({ eventName: round.eventName, roundNumber: round.roundNumber, floor: round.floor, panel: target });
  }
  // A round that took a floor's panel but is in no heat any more follows its event again.
  for (const [eventName, byNumber] of Object.entries(rounds)) {
    for (const [roundNumber, stored] of Object.entries(byNumber ?? {})) {
      if (stored?.floor === undefined || placed.has(roundId(eventName, Number(roundNumber)))) continue;
      changes.push({ eventName, roundNumber: Number(roundNumber), floor: null, panel: null });
    }
  }
  return changes;
}

/** The events whose marks decide which changes may be written (read only these: a big day's marks are large). */
export function eventsOfChanges(changes: readonly FloorPanelChange[]): string[] {
  return [...new Set(changes.map((c) => c.eventName))].sort();
}

function judged(state: FloorPanelsState, marks: Readonly<Record<string, EventMarks>>, change: FloorPanelChange, heatStarted: boolean): boolean {
  if (heatStarted || Object.keys(roundMarksOf(marks[change.eventName], change.roundNumber)).length > 0) return true;
  const event = state.events[change.eventName];
  const round = event ? roundsInOrder(event).find((r) => r.roundNumber === change.roundNumber) : undefined;
  return round !== undefined && JUDGED_STATES.has(round.roundState);
}

/**
 * The round panel fields to write with an edit of the running order so every round follows its floor's panel,
 * and the judged rounds that keep theirs. `marks` must hold the marks of eventsOfChanges(changes).
 */
export function floorPanelsFollowPatch(state: FloorPanelsState, marks: Readonly<Record<string, EventMarks>>): FloorPanelsFollow {
  const placed = placedRounds(state.day);
  const patch: TreeUpdate = {};
  const kept: KeptRoundPanel[] = [];
  for (const change of floorPanelChanges(state)) {
    const heatStarted = placed.get(roundId(change.eventName, change.roundNumber))?.heatStarted ?? false;
    if (judged(state, marks, change, heatStarted)) kept.push({ eventName: change.eventName, roundNumber: change.roundNumber, floor: change.floor });
    else patch[paths.roundPanel(change.eventName, change.roundNumber)] = change.panel;
  }
  return { patch, kept };
}

/** "Bronze Waltz round 1 (now on Side) keeps the panel that judged it (already marked or started), not the floor's panel." */
export function keptPanelsSentence(kept: readonly KeptRoundPanel[], floorName: (floor: string) => string): string | null {
  if (kept.length === 0) return null;
  const names = kept.map((k) => `${k.eventName} round ${k.roundNumber}${k.floor === null ? '' : ` (now on ${floorName(k.floor)})`}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} ${kept.length === 1 ? 'keeps' : 'keep'} the panel that judged ${kept.length === 1 ? 'it' : 'them'} (already marked or started), not the floor's panel.`;
}
