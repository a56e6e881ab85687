// The organiser's panel writes. A panel cannot change for a round that judges have already marked (their
// marks would be counted by a different panel), names only officials with role Judge, and is never empty.
import type { CompetitionEvent, StoredPanel } from '../model';
import { type EventMarks, isFinalRound, roundMarksOf, roundsInOrder } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { PanelError } from './errors';
import { judgeKeysOf } from './judge-letters';
import { panelWarnings } from './panel-rules';
import { type PanelContext, panelSourceOf } from './round-panel';

export interface PanelEditInput extends PanelContext {
  events: Readonly<Record<string, CompetitionEvent>>;
  /** marks/: event name → that event's marks. */
  marks?: Readonly<Record<string, EventMarks>>;
}

export interface PanelEdit {
  patch: TreeUpdate;
  /** Advice to show before or after saving (an even final panel, a panel too small to post). */
  warnings: string[];
}

function eventOf(input: PanelEditInput, eventName: string): CompetitionEvent {
  const event = input.events[eventName];
  if (!event) throw new PanelError('no-such-event', `There is no event "${eventName}"; reload the officials' screen.`);
  return event;
}

/** The panel as stored, checked: at least one judge, every key an official with role Judge. */
export function storedPanel(input: PanelEditInput, judgeKeys: readonly string[]): StoredPanel {
  const judges = new Set(judgeKeysOf(input.officials));
  const unique = [...new Set(judgeKeys)];
  if (unique.length === 0) throw new PanelError('empty-panel', 'A panel needs at least one judge (three to post results).');
  const stranger = unique.find((key) => !judges.has(key));
  if (stranger !== undefined) {
    const name = input.officials?.[stranger]?.name;
    throw new PanelError('not-a-judge', name ? `${name} is not an official with the role Judge.` : 'One of the chosen judges is no longer on the officials list; reload the screen.');
  }
  return { judges: Object.fromEntries(unique.map((key) => [key, true])) };
}

function refuseIfMarked(input: PanelEditInput, eventName: string, roundNumbers: readonly number[]): void {
  const marked = roundNumbers.filter((n) => Object.keys(roundMarksOf(input.marks?.[eventName], n)).length > 0);
  if (marked.length === 0) return;
  const event = input.events[eventName];
  const names = marked.map((n) => roundsInOrder(event).find((r) => r.roundNumber === n)?.roundName ?? `round ${n}`);
  throw new PanelError('panel-has-marks', `Judges have already marked ${eventName} (${names.join(', ')}); its panel cannot change, because those marks were given by the panel as it was.`);
}

/** The rounds of an event that follow the event's panel (no panel of their own). */
function roundsFollowingEvent(input: PanelEditInput, event: CompetitionEvent): number[] {
  return roundsInOrder(event)
    .filter((round) => { const { source } = panelSourceOf(input.panels, event.eventName, round.roundNumber); return source === 'event' || source === 'all-judges'; })
    .map((round) => round.roundNumber);
}

function warningsFor(event: CompetitionEvent, size: number, roundNumbers: readonly number[]): string[] {
  const final = roundNumbers.some((n) => isFinalRound(event, n));
  return panelWarnings(size, final);
}

/** The event's panel (judge keys); `null` goes back to every judge. Refused when a round that follows it has marks. */
export function setEventPanelPatch(input: PanelEditInput, eventName: string, judgeKeys: readonly string[] | null): PanelEdit {
  const event = eventOf(input, eventName);
  const affected = roundsFollowingEvent(input, event);
  refuseIfMarked(input, eventName, affected);
  if (judgeKeys === null) return { patch: { [paths.eventPanel(eventName)]: null }, warnings: [] };
  const panel = storedPanel(input, judgeKeys);
  return { patch: { [paths.eventPanel(eventName)]: panel }, warnings: warningsFor(event, Object.keys(panel.judges).length, affected) };
}

/** One round's own panel; `null` makes the round follow its event's panel again. Refused once the round has marks. */
export function setRoundPanelPatch(input: PanelEditInput, eventName: string, roundNumber: number, judgeKeys: readonly string[] | null): PanelEdit {
  const event = eventOf(input, eventName);
  refuseIfMarked(input, eventName, [roundNumber]);
  if (judgeKeys === null) return { patch: { [paths.roundPanel(eventName, roundNumber)]: null }, warnings: [] };
  const panel = storedPanel(input, judgeKeys);
  return { patch: { [paths.roundPanel(eventName, roundNumber)]: panel }, warnings: warningsFor(event, Object.keys(panel.judges).length, [roundNumber]) };
}

export interface AffectedEvent {
  eventName: string;
  /** How the judge sits there: named on the event's panel, on some rounds' own panels, or as one of all the judges. */
  via: 'event-panel' | 'round-panel' | 'all-judges';
  roundNumbers: number[];
}

/** The events whose panel a judge sits on, to ask the organiser before removing that official. */
export function eventsAffectedByRemoving(input: PanelEditInput, judgeKey: string): AffectedEvent[] {
  return Object.values(input.events).flatMap((event) => {
    const rounds = roundsInOrder(event).filter((round) => panelSourceOf(input.panels, event.eventName, round.roundNumber).keys?.includes(judgeKey) ?? true);
    if (rounds.length === 0 && !input.panels?.events?.[event.eventName]?.judges?.[judgeKey]) return [];
    const eventPanel = input.panels?.events?.[event.eventName];
    const via: AffectedEvent['via'] = eventPanel?.judges?.[judgeKey] ? 'event-panel' : eventPanel === undefined && rounds.some((r) => panelSourceOf(input.panels, event.eventName, r.roundNumber).source === 'all-judges') ? 'all-judges' : 'round-panel';
    return [{ eventName: event.eventName, via, roundNumbers: rounds.map((r) => r.roundNumber) }];
  });
}

/** Takes a removed judge off every stored panel (the letter stays taken, so no one else ever prints as that judge). */
export function removeJudgeFromPanelsPatch(input: PanelEditInput, judgeKey: string): TreeUpdate {
  const patch: TreeUpdate = {};
  for (const [eventName, panel] of Object.entries(input.panels?.events ?? {})) {
    if (panel?.judges?.[judgeKey]) patch[`${paths.eventPanel(eventName)}/judges/${judgeKey}`] = null;
  }
  for (const [eventName, rounds] of Object.entries(input.panels?.rounds ?? {})) {
    for (const [roundNumber, panel] of Object.entries(rounds ?? {})) {
      if (panel?.judges?.[judgeKey]) patch[`${paths.roundPanel(eventName, Number(roundNumber))}/judges/${judgeKey}`] = null;
    }
  }
  return patch;
}
