// The fee tier at an instant, from the competition's registration dates (see registration/tiers.ts).
import { registrationTier, type RegistrationSettings } from '../registration';
import type { FeeTier } from './fee-schedule';

export type RegistrationDates = Pick<RegistrationSettings, 'dateRegistrationEarly' | 'dateRegistrationOpen' | 'dateRegistrationClosed'>;

const BY_REGISTRATION_TIER = { EARLY: 'early', OPEN: 'regular', CLOSED: 'late' } as const;

/** The tier an entry registered at `instant` pays: the one in force then, not today's. */
export function feeTierAt(dates: RegistrationDates, instant: number): FeeTier {
  return BY_REGISTRATION_TIER[registrationTier(dates, instant)];
}
