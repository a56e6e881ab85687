import { type RegistrationSettings, currentPayment, registrationDisplayStatus, registrationOpen, registrationTier } from './tiers';

const EARLY = Date.UTC(2026, 9, 1, 4, 0);
const OPEN = Date.UTC(2026, 10, 1, 4, 0);
const CLOSED = Date.UTC(2026, 10, 15, 4, 0);
const all: RegistrationSettings = {
  dateRegistrationEarly: EARLY, dateRegistrationOpen: OPEN, dateRegistrationClosed: CLOSED,
  paymentTierEarly: 20, paymentTierOpen: 30, paymentTierLate: 45, registrationStatus: 'auto',
};

describe('registration with all three dates', () => {
  const at = (now: number) => [registrationTier(all, now), registrationOpen(all, now), registrationDisplayStatus(all, now), currentPayment(all, now).price];

  it('is EARLY up to the instant before the early deadline', () => {
    expect(at(EARLY - 86_400_000)).toEqual(['EARLY', true, 'open', 20]);
    expect(at(EARLY - 1)).toEqual(['EARLY', true, 'open', 20]);
  });

  it('is OPEN from the early deadline’s exact instant to the instant before the open deadline', () => {
    expect(at(EARLY)).toEqual(['OPEN', true, 'open', 30]);
    expect(at(OPEN - 1)).toEqual(['OPEN', true, 'open', 30]);
  });

  it('is CLOSED (late price, still accepting, shown closed) from the open deadline until the close', () => {
    expect(at(OPEN)).toEqual(['CLOSED', true, 'closed', 45]);
    expect(at(CLOSED - 1)).toEqual(['CLOSED', true, 'closed', 45]);
  });

  it('stops accepting at the close date’s exact instant', () => {
    expect(at(CLOSED)).toEqual(['CLOSED', false, 'closed', 45]);
    expect(currentPayment(all, CLOSED)).toEqual({ tier: 'CLOSED', price: 45, open: false });
  });
});

describe('missing dates', () => {
  it('accepts registrations forever without a close date', () => {
    const { dateRegistrationClosed: _c, ...noClose } = all;
    expect(registrationOpen(noClose, OPEN + 10 ** 12)).toBe(true);
    expect(registrationTier(noClose, OPEN + 10 ** 12)).toBe('CLOSED');
  });

  it('has no early-bird period without an early date', () => {
    const { dateRegistrationEarly: _e, ...noEarly } = all;
    expect(registrationTier(noEarly, EARLY - 1)).toBe('OPEN');
    expect(registrationDisplayStatus(noEarly, EARLY - 1)).toBe('open');
    expect(registrationDisplayStatus(noEarly, OPEN)).toBe('closed');
  });

  it('runs the regular period to the close without an open date', () => {
    const { dateRegistrationOpen: _o, ...noOpen } = all;
    expect(registrationTier(noOpen, EARLY)).toBe('OPEN');
    expect(registrationDisplayStatus(noOpen, EARLY)).toBe('open');
    expect(registrationTier(noOpen, CLOSED)).toBe('CLOSED');
    expect(registrationDisplayStatus(noOpen, CLOSED)).toBe('closed');
  });

  it('is OPEN and accepting with no dates at all, at the regular price', () => {
    const none: RegistrationSettings = { paymentTierOpen: 30 };
    expect(currentPayment(none, 0)).toEqual({ tier: 'OPEN', price: 30, open: true });
    expect(registrationDisplayStatus(none, 0)).toBe('open');
  });

  it('falls back to the regular price when an early or late price is unset, and to null with no prices', () => {
    const regularOnly: RegistrationSettings = { ...all, paymentTierEarly: undefined, paymentTierLate: undefined };
    expect(currentPayment(regularOnly, EARLY - 1).price).toBe(30);
    expect(currentPayment(regularOnly, OPEN).price).toBe(30);
    expect(currentPayment({ dateRegistrationEarly: EARLY }, EARLY - 1)).toEqual({ tier: 'EARLY', price: null, open: true });
  });
});

describe("the organiser's override", () => {
  it('opens or closes registration whatever the dates say, without changing the price tier', () => {
    const forcedOpen = { ...all, registrationStatus: 'open' as const };
    expect(registrationOpen(forcedOpen, CLOSED + 1)).toBe(true);
    expect(registrationDisplayStatus(forcedOpen, CLOSED + 1)).toBe('open');
    const forcedClosed = { ...all, registrationStatus: 'closed' as const };
    expect(registrationOpen(forcedClosed, EARLY - 1)).toBe(false);
    expect(registrationDisplayStatus(forcedClosed, EARLY - 1)).toBe('closed');
    expect(currentPayment(forcedClosed, EARLY - 1)).toEqual({ tier: 'EARLY', price: 20, open: false });
  });
});
