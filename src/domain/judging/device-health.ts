// How a judge's tablet looks from the scrutineer's table: green (every mark saved, in touch), amber (marks
// waiting, out of touch for 30 s, or the server saw the connection drop), red (no contact for 2 min, or never).
// Pure, so the thresholds and the wording are tested without a clock or a database.

// The record's shape is declared once, in src/domain/records (judge-devices.ts).
export type { JudgeDeviceReport } from '../records';
import type { JudgeDeviceReport } from '../records';

export type DeviceHealthLevel = 'green' | 'amber' | 'red';

export interface DeviceHealth {
  level: DeviceHealthLevel;
  /** The level in a word, for people who cannot tell the colours apart. */
  label: 'OK' | 'Check' | 'Lost';
  /** e.g. "last seen 40 s ago · 3 marks waiting". */
  summary: string;
}

export interface HealthThresholds {
  amberAfterMs: number;
  redAfterMs: number;
}

export const DEVICE_HEALTH_THRESHOLDS: HealthThresholds = Object.freeze({ amberAfterMs: 30_000, redAfterMs: 120_000 });

/** How long ago, in the words the console uses: "12 s", "2 min", "1 h 5 min". */
export function agoText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return `${min} min`;
  return `${Math.floor(min / 60)} h ${min % 60} min`;
}

const marksText = (n: number) => (n === 0 ? 'all marks saved' : `${n} mark${n === 1 ? '' : 's'} waiting`);

/** `now` is the server's clock as the console knows it (local time plus the database's offset). */
export function deviceHealth(report: JudgeDeviceReport | undefined, now: number, thresholds: HealthThresholds = DEVICE_HEALTH_THRESHOLDS): DeviceHealth {
  if (!report) return { level: 'red', label: 'Lost', summary: 'no tablet has reported' };
  const age = Math.max(0, now - report.lastContact);
  const parts = [`last seen ${agoText(age)} ago`, marksText(report.marksWaiting)];
  if (!report.connected) parts.unshift('disconnected');
  const summary = parts.join(' · ');
  if (age >= thresholds.redAfterMs) return { level: 'red', label: 'Lost', summary };
  if (!report.connected || report.marksWaiting > 0 || age >= thresholds.amberAfterMs) return { level: 'amber', label: 'Check', summary };
  return { level: 'green', label: 'OK', summary };
}
