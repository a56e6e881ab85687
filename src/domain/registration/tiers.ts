// Registration periods and prices (spec section 4). The three dates are deadlines, each an instant in ms:
//   before dateRegistrationEarly  → EARLY  (early-bird price)
//   before dateRegistrationOpen   → OPEN   (regular price)
//   after that                    → CLOSED (late price, while registration is still accepted)
// and dateRegistrationClosed ends registration altogether. "Before" is strict: at the deadline's exact
// instant the period has ended, matching "the date is in the future".
import type { CompetitionMetadata } from '../model';

export type RegistrationTier = 'EARLY' | 'OPEN' | 'CLOSED';
export type RegistrationDisplayStatus = 'open' | 'closed';

export type RegistrationSettings = Pick<
  CompetitionMetadata,
  'dateRegistrationEarly' | 'dateRegistrationOpen' | 'dateRegistrationClosed'
  | 'paymentTierEarly' | 'paymentTierOpen' | 'paymentTierLate'
> & { registrationStatus?: CompetitionMetadata['registrationStatus'] };

const inFuture = (date: number | undefined, now: number): date is number => date !== undefined && date > now;
const reached = (date: number | undefined, now: number): date is number => date !== undefined && date <= now;

/** A missing early date means no early-bird period; a missing open date means the regular period runs to the close. */
export function registrationTier(meta: RegistrationSettings, now: number): RegistrationTier {
  if (reached(meta.dateRegistrationOpen, now) || reached(meta.dateRegistrationClosed, now)) return 'CLOSED';
  if (inFuture(meta.dateRegistrationEarly, now)) return 'EARLY';
  return 'OPEN';
}

/** Whether registrations are accepted: the organiser's override, else no close date or a close date in the future. */
export function registrationOpen(meta: RegistrationSettings, now: number): boolean {
  if (meta.registrationStatus === 'open') return true;
  if (meta.registrationStatus === 'closed') return false;
  return meta.dateRegistrationClosed === undefined || meta.dateRegistrationClosed > now;
}

/**
 * What the site announces: open while the early or open deadline is ahead (spec), so the late period
 * shows as closed. Without an open deadline the regular period runs to the close, so it follows
 * `registrationOpen`. The organiser's override wins.
 */
export function registrationDisplayStatus(meta: RegistrationSettings, now: number): RegistrationDisplayStatus {
  if (meta.registrationStatus === 'open' || meta.registrationStatus === 'closed') return meta.registrationStatus;
  if (inFuture(meta.dateRegistrationEarly, now) || inFuture(meta.dateRegistrationOpen, now)) return 'open';
  if (meta.dateRegistrationOpen === undefined && registrationOpen(meta, now)) return 'open';
  return 'closed';
}

export interface CurrentPayment {
  tier: RegistrationTier;
  /** The price of the tier; an unset early or late price falls back to the regular one; null when none is set. */
  price: number | null;
  /** Whether a registration can be paid for now at all. */
  open: boolean;
}

export function currentPayment(meta: RegistrationSettings, now: number): CurrentPayment {
  const tier = registrationTier(meta, now);
  const byTier: Record<RegistrationTier, number | undefined> = {
    EARLY: meta.paymentTierEarly ?? meta.paymentTierOpen,
    OPEN: meta.paymentTierOpen,
    CLOSED: meta.paymentTierLate ?? meta.paymentTierOpen,
  };
  return { tier, price: byTier[tier] ?? null, open: registrationOpen(meta, now) };
}
