import { computeStatement } from './balances';
import { computeCharges } from './charges';
import { deskRows, searchDeskRows } from './desk-rows';
import type { Payment } from './payment';
import { DATES, EARLY_END, SCHEDULE, entry, event } from '../../testing/domain/money-fixtures';

describe('the registration desk list', () => {
  const a = { ...entry('Theo Castillo', 'Ana Ruiz', 'Cornell DanceSport', EARLY_END + 1), checkedIn: true };
  const b = entry('Max Bell', 'Ivy Chen', 'Cornell DanceSport', EARLY_END + 1);
  const c = { ...entry('Olly Free', 'Pat Indie', 'Other', EARLY_END + 1), checkedIn: true };
  const events = { W: event('W', [a, b, c]) };
  const paid: Payment = { paymentId: 'p', payer: { kind: 'dancer', dancerId: c.leadId }, amount: 3700, method: 'cash', recordedBy: 'u', recordedAt: 1 };
  const rows = deskRows(computeStatement(computeCharges({ schedule: SCHEDULE, dates: DATES, events }), [paid]), events);

  it('lists teams and independent dancers with balances and check-in', () => {
    expect(rows.map((r) => [r.kind, r.name, r.due, r.checkIn])).toEqual([
      ['team', 'Cornell DanceSport', 14800, 'some'],
      ['dancer', 'Olly Free', 0, 'all'],
      ['dancer', 'Pat Indie', 3700, 'all'],
    ]);
  });

  it('finds a team by a typed part of its name or a dancer’s, whatever the case', () => {
    expect(searchDeskRows(rows, 'corn').map((r) => r.name)).toEqual(['Cornell DanceSport']);
    expect(searchDeskRows(rows, 'ivy').map((r) => r.name)).toEqual(['Cornell DanceSport']);
    expect(searchDeskRows(rows, 'pat ind').map((r) => r.name)).toEqual(['Pat Indie']);
    expect(searchDeskRows(rows, '  ')).toHaveLength(3);
    expect(searchDeskRows(rows, 'yale')).toEqual([]);
  });
});
