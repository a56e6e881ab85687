// The rounds a judge last saw, kept on the tablet so a reload without network still shows the sheet.
import eventConfig from '@event-config';
import type { JudgeRound } from '../../domain/judging';

export interface JudgeRoundsView {
  running: JudgeRound[];
  next: JudgeRound | null;
}

const key = (judgeKey: string) => `ballroom:${eventConfig.firebase.projectId}:judge-rounds:${judgeKey}`;

export function saveJudgeRounds(judgeKey: string, view: JudgeRoundsView): void {
  try {
    localStorage.setItem(key(judgeKey), JSON.stringify(view));
  } catch {
    // Unavailable storage only costs the offline fallback.
  }
}

export function loadJudgeRounds(judgeKey: string): JudgeRoundsView | null {
  try {
    const raw = localStorage.getItem(key(judgeKey));
    const parsed = raw ? (JSON.parse(raw) as JudgeRoundsView) : null;
    return parsed && Array.isArray(parsed.running) ? parsed : null;
  } catch {
    return null;
  }
}
