// What the scoring table reads about the judges' tablets (issue 35): every tablet's record, the server's clock
// as this screen knows it (ticking), and a round's audit trail.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { JudgeDeviceReport } from '../../domain/judging';
import type { MarkAuditEntry } from '../../domain/judging';
import { judgeDeviceReportSchema, markAuditEntrySchema } from '../../domain/records';
import { paths } from '../paths';
import { type DbValue, useDbValue } from '../use-db-value';

const judgeDevicesSchema = z.record(z.string(), judgeDeviceReportSchema);

const markAuditSchema = z.record(z.string(), markAuditEntrySchema);

export function useJudgeDevices(): DbValue<Record<string, JudgeDeviceReport>> {
  return useDbValue(paths.judgeDevices(), judgeDevicesSchema);
}

/** The round's audit trail, keyed by push key (which sort in the order written). */
export function useRoundMarkAudit(eventName: string, roundNumber: number, enabled = true): DbValue<Record<string, MarkAuditEntry>> {
  return useDbValue(enabled ? paths.roundMarkAudit(eventName, roundNumber) : null, markAuditSchema);
}

// The SDK's estimate of the server clock minus this one; not part of the data tree.
const SERVER_OFFSET_PATH = '.info/serverTimeOffset';

/** The server's clock now, refreshed every `everyMs`: "last seen 40 s ago" counts on the server's clock. */
export function useServerNow(everyMs = 1_000): number {
  const offset = useDbValue(SERVER_OFFSET_PATH, z.number()).data ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offset;
}
