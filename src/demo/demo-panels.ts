// The demo's judge panels (issue 17), so `npm start` shows more than one: in Bronze Latin ChaCha the two
// Latin coaches sit out (their students dance it) and three judges mark the early rounds, while its final
// seats all five. Letters are stored in the order the demo introduces the judges.
import type { CompetitionEvent, PanelsRecord } from '../domain/model';
import { letterAt } from '../domain/panels';
import { roundsInOrder } from '../domain/event-snapshot';
import { DEMO_JUDGES } from './demo-officials';

export const DEMO_PANEL_EVENT = 'Bronze Latin ChaCha';
const SITTING_OUT = new Set(['judge-roberto-ferreira', 'judge-natalia-orlova']);

const panelOf = (keys: readonly string[]) => ({ judges: Object.fromEntries(keys.map((key) => [key, true as const])) });

/** Every judge's letter: A for the first demo judge, and so on. */
export const DEMO_LETTERS: Readonly<Record<string, string>> = Object.fromEntries(DEMO_JUDGES.map((judge, i) => [judge.key, letterAt(i)]));

export function demoPanels(events: Readonly<Record<string, CompetitionEvent>>): PanelsRecord {
  const event = events[DEMO_PANEL_EVENT];
  const final = event ? roundsInOrder(event).at(-1) : undefined;
  if (!event || !final) return { letters: { ...DEMO_LETTERS } };
  return {
    events: { [DEMO_PANEL_EVENT]: panelOf(DEMO_JUDGES.filter((j) => !SITTING_OUT.has(j.key)).map((j) => j.key)) },
    rounds: { [DEMO_PANEL_EVENT]: { [String(final.roundNumber)]: panelOf(DEMO_JUDGES.map((j) => j.key)) } },
    letters: { ...DEMO_LETTERS },
  };
}
