// The fee schedule as the organiser types it (text amounts) and back: every amount goes through parseMoney,
// so '25.5' is 2550 cents and '-3' or 'ten' is refused with a message naming the field.
import type { Discount, FeeSchedule, TeamRate, TierAmounts } from './fee-schedule';
import type { FeeIssue } from './fee-schedule-errors';
import { MoneyInputError, centsToDecimal, parseMoney } from './money';
import { teamRateKey } from './team-rate-key';

export interface TierText { early: string; regular: string; late: string }
/** A team rate as typed: each fee by tier; a blank regular price means the team pays the base price. */
export interface TeamRateText { affiliation: string; dancerFee: TierText; entryFee: TierText }
export interface DiscountText { key: string; label: string; dancerFee: string; entryFee: string }

export interface FeeScheduleDraft {
  currency: string;
  dancerFee: TierText;
  entryFee: TierText;
  teamRates: TeamRateText[];
  discounts: DiscountText[];
  /** Kept as saved: who holds which discount (assigned on the payments screen, not in this form). */
  dancerDiscounts: Record<string, string>;
  refundUntil: number | null;
  paymentInstructions: string;
}

const text = (cents: number | undefined) => (cents === undefined ? '' : centsToDecimal(cents));
const tierText = (t: TierAmounts): TierText => ({ early: text(t.early), regular: text(t.regular), late: text(t.late) });
const EMPTY_TIERS: TierText = { early: '', regular: '', late: '' };
const optionalTierText = (t: TierAmounts | undefined): TierText => (t ? tierText(t) : EMPTY_TIERS);

export function draftOfSchedule(schedule: FeeSchedule | null | undefined): FeeScheduleDraft {
  if (!schedule) {
    return { currency: 'USD', dancerFee: EMPTY_TIERS, entryFee: EMPTY_TIERS, teamRates: [], discounts: [], dancerDiscounts: {}, refundUntil: null, paymentInstructions: '' };
  }
  return {
    currency: schedule.currency,
    dancerFee: tierText(schedule.dancerFee),
    entryFee: tierText(schedule.entryFee),
    teamRates: Object.values(schedule.teamRates ?? {}).map((r) => ({ affiliation: r.affiliation, dancerFee: optionalTierText(r.dancerFee), entryFee: optionalTierText(r.entryFee) })),
    discounts: Object.entries(schedule.discounts ?? {}).map(([key, d]) => ({ key, label: d.label, dancerFee: text(d.dancerFee), entryFee: text(d.entryFee) })),
    dancerDiscounts: schedule.dancerDiscounts ?? {},
    refundUntil: schedule.refund.kind === 'before' ? schedule.refund.until : null,
    paymentInstructions: schedule.paymentInstructions ?? '',
  };
}

class Parser {
  readonly issues: FeeIssue[] = [];
  amount(value: string, field: string, required: boolean): number | undefined {
    if (value.trim() === '' && !required) return undefined;
    try {
      return parseMoney(value);
    } catch (cause) {
      const message = cause instanceof MoneyInputError ? cause.message : String(cause);
      this.issues.push({ code: cause instanceof MoneyInputError && cause.problem === 'negative' ? 'negative-amount' : 'not-whole-cents', field, message });
      return undefined;
    }
  }
  tiers(t: TierText, field: string): TierAmounts {
    const early = this.amount(t.early, `${field}.early`, false);
    const regular = this.amount(t.regular, `${field}.regular`, true) ?? 0;
    const late = this.amount(t.late, `${field}.late`, false);
    return { ...(early !== undefined ? { early } : {}), regular, ...(late !== undefined ? { late } : {}) };
  }
  /** A team's own prices for one fee, or undefined when all three are blank (the base price applies). */
  optionalTiers(t: TierText, field: string, label: string): TierAmounts | undefined {
    if (t.early.trim() === '' && t.regular.trim() === '' && t.late.trim() === '') return undefined;
    if (t.regular.trim() === '') {
      this.issues.push({ code: 'not-whole-cents', field: `${field}.regular`, message: `Enter the regular ${label} too; the early and late prices fall back to it.` });
      return undefined;
    }
    return this.tiers(t, field);
  }
}

const slug = (label: string) => label.trim().toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-|-$/gu, '') || 'discount';

/** The schedule, or the problems with what was typed (each naming its field, as feeScheduleIssues does). */
export function scheduleFromDraft(draft: FeeScheduleDraft): { schedule: FeeSchedule; issues: FeeIssue[] } {
  const p = new Parser();
  const teamRates: Record<string, TeamRate> = {};
  for (const rate of draft.teamRates.filter((r) => r.affiliation.trim() !== '')) {
    const key = teamRateKey(rate.affiliation);
    const dancerFee = p.optionalTiers(rate.dancerFee, `teamRates.${key}.dancerFee`, 'registration fee');
    const entryFee = p.optionalTiers(rate.entryFee, `teamRates.${key}.entryFee`, 'entry fee');
    teamRates[key] = {
      affiliation: rate.affiliation.trim(),
      ...(dancerFee !== undefined ? { dancerFee } : {}),
      ...(entryFee !== undefined ? { entryFee } : {}),
    };
  }
  const discounts: Record<string, Discount> = {};
  for (const d of draft.discounts.filter((x) => x.label.trim() !== '' || x.key !== '')) {
    const key = d.key || slug(d.label);
    const dancerFee = p.amount(d.dancerFee, `discounts.${key}.dancerFee`, false);
    const entryFee = p.amount(d.entryFee, `discounts.${key}.entryFee`, false);
    discounts[key] = { label: d.label.trim(), ...(dancerFee !== undefined ? { dancerFee } : {}), ...(entryFee !== undefined ? { entryFee } : {}) };
  }
  const dancerDiscounts = Object.fromEntries(Object.entries(draft.dancerDiscounts).filter(([, key]) => key in discounts));
  const schedule: FeeSchedule = {
    currency: draft.currency.trim().toUpperCase(),
    dancerFee: p.tiers(draft.dancerFee, 'dancerFee'),
    entryFee: p.tiers(draft.entryFee, 'entryFee'),
    ...(Object.keys(teamRates).length > 0 ? { teamRates } : {}),
    ...(Object.keys(discounts).length > 0 ? { discounts } : {}),
    ...(Object.keys(dancerDiscounts).length > 0 ? { dancerDiscounts } : {}),
    refund: draft.refundUntil === null ? { kind: 'none' } : { kind: 'before', until: draft.refundUntil },
    ...(draft.paymentInstructions.trim() !== '' ? { paymentInstructions: draft.paymentInstructions.trim() } : {}),
  };
  return { schedule, issues: p.issues };
}
