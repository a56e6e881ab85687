// The judges' tablets' own records (issue 35): each tablet's health report and the append-only audit trail of
// every change to a mark (docs/DATA-MODEL.md).
import { z } from 'zod';

/** judgeDevices/<judgeKey>: what the judge's tablet last reported. */
export const judgeDeviceReportSchema = z.object({
  /** The tablet's account (the uid bound through judgeSessions). */
  device: z.string(),
  /** Set by the tablet on connect, cleared by the server (onDisconnect) when the connection drops. */
  connected: z.boolean(),
  /** Server time of the tablet's last heartbeat or mark (ms). */
  lastContact: z.number(),
  /** Marks kept on the tablet that the database has not acknowledged, as last reported. */
  marksWaiting: z.number(),
  eventName: z.string().optional(),
  roundNumber: z.number().optional(),
  heat: z.number().optional(),
  appVersion: z.string(),
});
export type JudgeDeviceReport = z.infer<typeof judgeDeviceReportSchema>;

/** markAudit/<event>/<round>/<key>: one change to a mark, as stored (`at` is the server's time). */
export const markAuditEntrySchema = z.object({
  judgeKey: z.string(),
  source: z.enum(['tablet', 'paper']),
  device: z.string(),
  /** Server time the change reached the database. */
  at: z.number(),
  dance: z.string().optional(),
  entryId: z.string().optional(),
  /** The mark before and after; absent = no mark. */
  old: z.number().optional(),
  new: z.number().optional(),
  /** The judge submitted the whole sheet. */
  submitted: z.literal(true).optional(),
});
export type MarkAuditEntry = z.infer<typeof markAuditEntrySchema>;
