// The panel that judges a round: the round's own panel, else its event's, else every official with role
// Judge. Each judge carries the competition-wide letter; the panel lists them in letter order, which is the
// order of the columns on every result and the order of the legend under them.
import type { Official, PanelsRecord, StoredPanel } from '../model';
import type { PanelJudge } from '../results';
import { compareLetters, judgeKeysOf, judgeLetters } from './judge-letters';

/** 'floor': the round's panel was written from its floor's panel (issue 30). */
export type PanelSource = 'round' | 'floor' | 'event' | 'all-judges';

export interface RoundPanel {
  judges: PanelJudge[];
  source: PanelSource;
}

export interface PanelContext {
  officials: Readonly<Record<string, Official>> | undefined;
  panels: PanelsRecord | undefined;
}

function members(panel: StoredPanel | undefined): string[] | undefined {
  if (panel === undefined || panel === null) return undefined;
  return Object.entries(panel.judges ?? {}).filter(([, on]) => on === true).map(([key]) => key);
}

/** The stored panel keys for a round and where they come from; undefined keys mean "all judges". */
export function panelSourceOf(panels: PanelsRecord | undefined, eventName: string, roundNumber: number): { keys: string[] | undefined; source: PanelSource } {
  const stored = panels?.rounds?.[eventName]?.[String(roundNumber)];
  const round = members(stored);
  if (round !== undefined) return { keys: round, source: stored?.floor === undefined ? 'round' : 'floor' };
  const event = members(panels?.events?.[eventName]);
  if (event !== undefined) return { keys: event, source: 'event' };
  return { keys: undefined, source: 'all-judges' };
}

/** Judges as results print them, in letter order; keys that are no longer judges are left out. */
export function panelJudges(context: PanelContext, keys: readonly string[] | undefined): PanelJudge[] {
  const letters = judgeLetters(context.officials, context.panels?.letters);
  const judges = new Set(judgeKeysOf(context.officials));
  return (keys ?? [...judges])
    .filter((key) => judges.has(key))
    .map((key) => ({ key, name: context.officials?.[key]?.name ?? key, label: letters[key] }))
    .sort((a, b) => compareLetters(a.label, b.label));
}

export function roundPanel(context: PanelContext, eventName: string, roundNumber: number): RoundPanel {
  const { keys, source } = panelSourceOf(context.panels, eventName, roundNumber);
  return { judges: panelJudges(context, keys), source };
}

export function eventPanel(context: PanelContext, eventName: string): RoundPanel {
  const keys = members(context.panels?.events?.[eventName]);
  return { judges: panelJudges(context, keys), source: keys === undefined ? 'all-judges' : 'event' };
}

export function isOnRoundPanel(context: PanelContext, eventName: string, roundNumber: number, judgeKey: string): boolean {
  return roundPanel(context, eventName, roundNumber).judges.some((judge) => judge.key === judgeKey);
}
