// The judging panel as results print it: every official with role Judge, by name, lettered A, B, C…
import type { Official } from '../model';
import type { ResultJudge } from './types';

export interface PanelJudge extends ResultJudge {
  /** The official's name, for the consoles (results print only the letter). */
  name: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function judgePanel(officials: Readonly<Record<string, Official>> | undefined): PanelJudge[] {
  return Object.entries(officials ?? {})
    .filter(([, official]) => official.role === 'Judge')
    .sort(([keyA, a], [keyB, b]) => a.name.localeCompare(b.name) || keyA.localeCompare(keyB))
    .map(([key, official], i) => ({ key, name: official.name, label: LETTERS[i] ?? `J${i + 1}` }));
}
