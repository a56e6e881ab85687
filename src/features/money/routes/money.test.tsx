import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DATES, EARLY_END, SCHEDULE, entry, event } from '../../../testing/domain/money-fixtures';
import { metadata } from '../../../testing/domain/competition-fixtures';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import DeskRoute from './desk';
import MoneyRoute from './money';

afterEach(resetFakes);

const CORNELL = 'Cornell DanceSport';
const theo = { ...entry('Theo Castillo', 'Ana Ruiz', CORNELL, EARLY_END + 1), registeredBy: 'uid-theo' };
const solo = { ...entry('Olly Free', 'Pat Indie', 'Other', EARLY_END + 1), checkedIn: true };
const tree = () => ({
  competitionMetadata: { ...metadata, ...DATES },
  events: { W: event('W', [theo, solo]) },
  fees: { schedule: SCHEDULE },
});
// Regular tier (SCHEDULE): 30.00 registration + 7.00 entry per dancer → Cornell owes 2 × 37.00.

describe('Payments console', () => {
  it('records a team payment: ledger, the registrant\'s copy, and the balance update live', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/money' });
    const balances = await screen.findByRole('table', { name: 'Balances' });
    expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('$74.00');
    const form = screen.getByRole('form', { name: 'Record a payment' });
    await u.selectOptions(within(form).getByLabelText('Paid by'), `Team: ${CORNELL}`);
    await u.type(within(form).getByLabelText('Amount'), '50');
    await u.selectOptions(within(form).getByLabelText('Method'), 'cheque');
    await u.type(within(form).getByLabelText('Reference'), 'Cheque 1042');
    await u.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('$24.00'));
    const [written] = db.writes;
    const ledgerPath = Object.keys(written).find((path) => path.startsWith('payments/')) ?? '';
    const record = db.read(ledgerPath) as Record<string, unknown>;
    expect(record).toMatchObject({ amount: 5000, method: 'cheque', reference: 'Cheque 1042', recordedBy: TEST_UID, payer: { kind: 'team', affiliation: CORNELL } });
    expect(db.read(`accountPayments/uid-theo/${String(record.paymentId)}`)).toEqual(record);
    expect(within(screen.getByRole('table', { name: 'Payments ledger' })).getByText('Cheque 1042')).toBeInTheDocument();
  });

  it('refuses a negative or non-numeric amount beside the field and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/money' });
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await u.selectOptions(within(form).getByLabelText('Paid by'), `Team: ${CORNELL}`);
    await u.type(within(form).getByLabelText('Amount'), '-5');
    await u.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(/is negative/)).toBeVisible();
    await u.clear(within(form).getByLabelText('Amount'));
    await u.type(within(form).getByLabelText('Amount'), 'ten');
    await u.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(/is not an amount/)).toBeVisible();
    expect(db.writes).toEqual([]);
  });

  it('corrects a payment by a reversing entry, never an edit', async () => {
    const u = userEvent.setup();
    const paid = { paymentId: 'p1', payer: { kind: 'team', affiliation: CORNELL }, amount: 7400, method: 'cash', recordedBy: 'x', recordedAt: 1 };
    const { db } = renderAdmin(<MoneyRoute />, { tree: { ...tree(), payments: { p1: paid } }, grants: { treasurer: true }, at: '/admin/money' });
    const balances = await screen.findByRole('table', { name: 'Balances' });
    expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('Paid');
    await u.click(screen.getByRole('button', { name: `Reverse the payment from ${CORNELL}` }));
    await u.type(screen.getByLabelText('Reason for the reversal'), 'Cheque bounced');
    await u.click(screen.getByRole('button', { name: 'Confirm reversal' }));
    await waitFor(() => expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('$74.00'));
    expect(db.read('payments/p1')).toEqual(paid);
    const reversal = Object.values(db.read('payments') as Record<string, Record<string, unknown>>).find((p) => p.reverses === 'p1');
    expect(reversal).toMatchObject({ amount: -7400, note: 'Cheque bounced' });
  });

  it('prints an invoice per team with line items, tier, payments and balance due', async () => {
    renderAdmin(<MoneyRoute />, { tree: tree(), grants: { treasurer: true }, at: `/admin/money?invoice=${encodeURIComponent(`team:${CORNELL}`)}`, pattern: '/admin/money' });
    const sheet = await screen.findByRole('region', { name: `Invoice for ${CORNELL}` });
    expect(within(sheet).getByText(metadata.fullName)).toBeInTheDocument();
    const charges = within(sheet).getByRole('table', { name: `Charges for ${CORNELL}` });
    expect(within(charges).getAllByText('Registration fee')).toHaveLength(2);
    expect(within(charges).getAllByText('Regular')).toHaveLength(4);
    expect(within(sheet).getByText('Balance due: $74.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});

describe('Dancer discounts', () => {
  it('finds a dancer, grants the student rate, and the team\'s balance follows live; None takes it away', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/money' });
    const balances = await screen.findByRole('table', { name: 'Balances' });
    const form = screen.getByRole('form', { name: 'Dancer discounts' });
    await u.type(within(form).getByLabelText('Find a dancer'), 'ana');
    expect(within(within(form).getByLabelText('Dancer')).getAllByRole('option')).toHaveLength(2);
    await u.selectOptions(within(form).getByLabelText('Dancer'), `Ana Ruiz (${CORNELL})`);
    await u.selectOptions(within(form).getByLabelText('Discount'), 'Student rate');
    await u.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Ana Ruiz now pays the Student rate.');
    expect(db.read('fees/schedule/dancerDiscounts/ana ruiz')).toBe('student');
    // Ana's registration fee drops from 30.00 to the flat 10.00.
    await waitFor(() => expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('$54.00'));
    expect(within(within(form).getByRole('table', { name: 'Discounts granted' })).getByText('Ana Ruiz')).toBeInTheDocument();
    await u.selectOptions(within(form).getByLabelText('Discount'), 'None (team or base price)');
    await u.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByText('Ana Ruiz no longer has a discount.')).toBeVisible();
    await waitFor(() => expect(within(balances).getByRole('row', { name: CORNELL })).toHaveTextContent('$74.00'));
    expect(db.read('fees/schedule/dancerDiscounts')).toBeNull();
  });

  it('asks for the dancer before saving, and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/money' });
    const form = await screen.findByRole('form', { name: 'Dancer discounts' });
    await u.click(within(form).getByRole('button', { name: 'Save discount' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Choose the dancer first.');
    expect(db.writes).toEqual([]);
  });
});

describe('Receipts for registrants', () => {
  const paid = { paymentId: 'p1', payer: { kind: 'team', affiliation: CORNELL }, amount: 2000, method: 'cash', recordedBy: 'x', recordedAt: 1 };
  const latecomer = { ...entry('Max Bell', 'Ivy Chen', CORNELL, EARLY_END + 5), registeredBy: 'uid-late' };
  const withLatecomer = () => ({
    ...tree(), events: { W: event('W', [theo, solo, latecomer]) },
    payments: { p1: paid }, accountPayments: { 'uid-theo': { p1: paid } },
  });

  it('sends an account that registered after a payment its missing copy, once', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: withLatecomer(), grants: { treasurer: true }, at: '/admin/money' });
    const panel = await screen.findByRole('region', { name: 'Receipts for registrants' });
    await u.click(within(panel).getByRole('button', { name: 'Send missing receipts' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Sent 1 receipt to 1 account.');
    expect(db.read('accountPayments/uid-late/p1')).toEqual(paid);
    await u.click(within(panel).getByRole('button', { name: 'Send missing receipts' }));
    expect(await within(panel).findByText('Every registrant already has the receipts of their team’s payments.')).toBeVisible();
    expect(db.writes).toHaveLength(1);
  });

  it('recording a team payment also delivers the team\'s earlier payments to accounts missing them', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<MoneyRoute />, { tree: withLatecomer(), grants: { treasurer: true }, at: '/admin/money' });
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await u.selectOptions(within(form).getByLabelText('Paid by'), `Team: ${CORNELL}`);
    await u.type(within(form).getByLabelText('Amount'), '10');
    await u.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Recorded 10');
    expect(db.read('accountPayments/uid-late/p1')).toEqual(paid);
    const copies = db.read('accountPayments/uid-late') as Record<string, unknown>;
    expect(Object.keys(copies)).toHaveLength(2);
    expect(db.writes).toHaveLength(1);
  });
});

describe('Registration desk', () => {
  it('finds a team or dancer by part of a name, with balance and check-in', async () => {
    const u = userEvent.setup();
    renderAdmin(<DeskRoute />, { tree: tree(), grants: { treasurer: true }, at: '/admin/desk' });
    const list = await screen.findByRole('table', { name: 'Desk list' });
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    await u.type(screen.getByLabelText('Find a team or dancer'), 'pat');
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    expect(within(list).getByRole('row', { name: 'Pat Indie' })).toHaveTextContent('Checked in');
    expect(within(list).getByRole('row', { name: 'Pat Indie' })).toHaveTextContent('$37.00');
  });
});
