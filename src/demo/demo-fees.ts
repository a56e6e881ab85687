// The demo competition's money, so the fee screens show real figures: its prices (matching the
// registration page's $25 / $35 / $45 tiers) and payments leaving one team fully paid, one partly
// paid and one unpaid, and one dancer of an unpaid team on the student rate. generateDemoCompetition
// writes them with each account's payment copies.
import { type Statement, computeStatement } from '../domain/money';
import { computeCharges } from '../domain/money';
import type { FeeSchedule } from '../domain/money';
import type { RegistrationDates } from '../domain/money';
import type { Payment } from '../domain/money';
import type { CompetitionEvent } from '../domain/model';

const DAY = 86_400_000;

export const DEMO_FEE_SCHEDULE: FeeSchedule = {
  currency: 'USD',
  dancerFee: { early: 2500, regular: 3500, late: 4500 },
  entryFee: { early: 300, regular: 500, late: 800 },
  discounts: { student: { label: 'Student rate', dancerFee: 2000 } },
  refund: { kind: 'none' },
  paymentInstructions: 'Teams pay once for all their dancers: a cheque to "Demo DanceSport Club" at the registration desk, or a bank transfer quoting your team name.',
};

export interface DemoFeeRecords {
  schedule: FeeSchedule;
  payments: Record<string, Payment>;
}

/** The three teams owing most: the first pays in full, the second half, the third nothing. */
export function demoFeeRecords(events: Readonly<Record<string, CompetitionEvent>>, dates: RegistrationDates, now: number, treasurerUid: string): DemoFeeRecords {
  const schedule = withStudentRate(computeStatement(computeCharges({ schedule: DEMO_FEE_SCHEDULE, dates, events }), []));
  const statement = computeStatement(computeCharges({ schedule, dates, events }), []);
  const [full, part] = Object.values(statement.teams).sort((a, b) => b.charged - a.charged || a.affiliation.localeCompare(b.affiliation));
  const payments: Record<string, Payment> = {};
  if (full) {
    payments['demo-payment-1'] = { paymentId: 'demo-payment-1', payer: { kind: 'team', affiliation: full.affiliation }, amount: full.charged, method: 'cheque', reference: 'Cheque 1042', recordedBy: treasurerUid, recordedAt: now - 5 * DAY };
  }
  if (part) {
    const half = Math.floor(part.charged / 2);
    payments['demo-payment-2'] = { paymentId: 'demo-payment-2', payer: { kind: 'team', affiliation: part.affiliation }, amount: half, method: 'transfer', reference: 'Bank ref 77-3190', note: 'First half; the rest promised at the desk.', recordedBy: treasurerUid, recordedAt: now - 2 * DAY };
  }
  return { schedule, payments };
}

/** The first dancer (by id) of the third team by charges, which pays nothing yet, holds the student rate. */
function withStudentRate(statement: Statement): FeeSchedule {
  const third = Object.values(statement.teams).sort((a, b) => b.charged - a.charged || a.affiliation.localeCompare(b.affiliation))[2];
  const dancerId = third ? [...third.dancerIds].sort()[0] : undefined;
  return dancerId === undefined ? DEMO_FEE_SCHEDULE : { ...DEMO_FEE_SCHEDULE, dancerDiscounts: { [dancerId]: 'student' } };
}
