// What each Firebase plan allows, as Firebase's documentation states it (checked November 2026):
// - Realtime Database limits (docs/database/usage/limits): 200,000 simultaneous connections per database;
//   "The Spark plan limit on simultaneous connections is 100".
// - Realtime Database billing (docs/database/usage/billing): Spark includes 1 GB stored and 10 GB/month
//   downloaded at no cost and bills nothing; Blaze keeps that no-cost usage and bills beyond it (stored data
//   $5 per GB-month). Downloads count all outbound traffic, including protocol and encryption overhead
//   (about 3.5 KB per TLS handshake).
// - Authentication limits (docs/auth/limits): address verification e-mails 1,000/day on Spark and 100,000/day
//   on Blaze; password reset e-mails 150/day on Spark and 10,000/day on Blaze; at most 100 new accounts per
//   hour from one IP address (a venue's Wi-Fi is often one address).

export type PlanName = 'spark' | 'blaze';

export interface PlanAllowance {
  label: string;
  simultaneousConnections: number;
  /** Bytes stored at no cost; beyond it Spark refuses writes and Blaze bills. */
  freeStoredBytes: number;
  /** Bytes downloaded per month at no cost; beyond it Spark stops serving and Blaze bills. */
  freeDownloadBytesPerMonth: number;
  billsBeyondFreeUsage: boolean;
  verificationEmailsPerDay: number;
  passwordResetEmailsPerDay: number;
}

const GB = 1_000_000_000;

export const PLANS: Readonly<Record<PlanName, PlanAllowance>> = {
  spark: {
    label: 'Spark (no-cost)',
    simultaneousConnections: 100,
    freeStoredBytes: 1 * GB,
    freeDownloadBytesPerMonth: 10 * GB,
    billsBeyondFreeUsage: false,
    verificationEmailsPerDay: 1_000,
    passwordResetEmailsPerDay: 150,
  },
  blaze: {
    label: 'Blaze (pay as you go)',
    simultaneousConnections: 200_000,
    freeStoredBytes: 1 * GB,
    freeDownloadBytesPerMonth: 10 * GB,
    billsBeyondFreeUsage: true,
    verificationEmailsPerDay: 100_000,
    passwordResetEmailsPerDay: 10_000,
  },
};

/** New accounts Firebase Auth accepts per hour from one IP address, on every plan. */
export const ACCOUNTS_PER_HOUR_PER_IP = 100;
/** Firebase's average TLS handshake cost, counted as downloaded bytes at every connection. */
export const TLS_HANDSHAKE_BYTES = 3_500;

export function isPlanName(value: string): value is PlanName {
  return value === 'spark' || value === 'blaze';
}
