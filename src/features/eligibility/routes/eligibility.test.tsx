import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../../domain/entries';
import { SERVER_TIME } from '../../../domain/server-time';
import { TEST_UID, renderAdmin, resetFakes } from '../../../testing/render-screen';
import EligibilityRoute from './eligibility';

/** The eligibility branch is public: the write pipeline bumps its version counter in the same write (issue 33). */
const BUMP = { 'publicVersion/eligibility': { '.sv': { increment: 1 } } };

afterEach(resetFakes);

const theo = makeEntry({ leadName: 'Theo Castillo', followName: 'Mia Lopez', affiliation: 'TBA', registeredTime: 1 });
const event = (level: string, style: string, entries = {}) => ({ eventName: `${level} ${style}`, style, eventLevel: level, dances: { Waltz: 0 }, entries });
const adjacent = { ruleId: 'adjacent', kind: 'adjacent-levels-only' };

function tree(eligibility: Record<string, unknown> = {}) {
  return {
    events: { 'Bronze Standard': event('Bronze', 'Standard', { [theo.entryId]: theo }), 'Newcomer Latin': event('Newcomer', 'Latin') },
    eligibility,
  };
}

describe('Eligibility screen: rules', () => {
  it('lists the rules in words and adds a rule with its parameters', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree({ rules: { adjacent } }) });
    expect(await screen.findByRole('list', { name: 'Eligibility rules' })).toHaveTextContent('A dancer may enter only adjacent levels in a style.');
    const form = screen.getByRole('form', { name: 'Add a rule' });
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Rule type' }), 'Maximum levels per dancer in a style');
    await u.type(within(form).getByRole('textbox', { name: 'Most levels per style' }), '2');
    await u.click(within(form).getByRole('checkbox', { name: 'Standard' }));
    await u.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Rules saved.')).toBeInTheDocument();
    expect(db.read('eligibility/rules')).toEqual({
      adjacent,
      'max-levels-per-style-1': { ruleId: 'max-levels-per-style-1', kind: 'max-levels-per-style', max: 2, styles: ['Standard'] },
    });
    expect(screen.getByRole('list', { name: 'Eligibility rules' })).toHaveTextContent('A dancer may enter at most 2 levels in a style (Standard only).');
  });

  it('explains bad parameters beside their field and writes nothing', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree() });
    const form = await screen.findByRole('form', { name: 'Add a rule' });
    await u.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByRole('combobox', { name: 'Rule type' })).toHaveAccessibleDescription('Choose a rule type.');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Rule type' }), 'Maximum events per dancer');
    await u.type(within(form).getByRole('textbox', { name: 'Most events per dancer' }), '0');
    await u.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByRole('textbox', { name: 'Most events per dancer' })).toHaveAccessibleDescription(/The limit must be between 1 and 100\./);
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Rule type' }), 'Event open only to some levels');
    await u.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(within(form).getByRole('combobox', { name: 'Event' })).toHaveAccessibleDescription('Choose the event the rule is for.');
    expect(within(form).getByRole('group', { name: 'Open to dancers at these levels' })).toHaveAccessibleDescription('Tick at least one level the event is open to.');
    expect(db.writes).toEqual([]);
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Event' }), 'Newcomer Latin');
    await u.click(within(form).getByRole('checkbox', { name: 'Newcomer' }));
    await u.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Rules saved.')).toBeInTheDocument();
    expect(db.read('eligibility/rules')).toEqual({
      'event-open-to-levels-1': { ruleId: 'event-open-to-levels-1', kind: 'event-open-to-levels', eventName: 'Newcomer Latin', levels: ['Newcomer'] },
    });
  });

  it('removes a rule after a second tap', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree({ rules: { adjacent } }) });
    await u.click(await screen.findByRole('button', { name: 'Remove rule: A dancer may enter only adjacent levels in a style.' }));
    await u.click(screen.getByRole('button', { name: 'Remove the rule' }));
    expect(await screen.findByText('Rules saved.')).toBeInTheDocument();
    expect(db.lastWrite()).toEqual({ 'eligibility/rules': null, ...BUMP });
  });
});

describe('Eligibility screen: overrides and past levels', () => {
  it('requires a reason, then records the override with who and when', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree({ rules: { adjacent } }) });
    const form = await screen.findByRole('form', { name: 'Grant an override' });
    await u.type(within(form).getByRole('combobox', { name: 'Dancer' }), 'Theo Castillo');
    await u.click(within(form).getByRole('button', { name: 'Grant override' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Give the reason for the override; it is kept with it for anyone who asks later.');
    expect(db.writes).toEqual([]);
    await u.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Transfer student; placed out elsewhere');
    await u.click(within(form).getByRole('button', { name: 'Grant override' }));
    expect(await screen.findByText('Override granted.')).toBeInTheDocument();
    expect(db.lastWrite()).toEqual({
      ...BUMP,
      'eligibility/overrides/theo castillo': {
        personId: 'theo castillo', dancerName: 'Theo Castillo', reason: 'Transfer student; placed out elsewhere', grantedBy: TEST_UID, grantedAt: SERVER_TIME,
      },
    });
  });

  it('lists overrides with their rules and reason, and revokes one', async () => {
    const u = userEvent.setup();
    const override = { personId: 'theo castillo', dancerName: 'Theo Castillo', reason: 'Placed out abroad', ruleIds: ['adjacent'], grantedBy: TEST_UID, grantedAt: Date.UTC(2026, 10, 20, 10, 0) };
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree({ rules: { adjacent }, overrides: { 'theo castillo': override } }) });
    const row = (await screen.findByRole('rowheader', { name: 'Theo Castillo' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('A dancer may enter only adjacent levels in a style.');
    expect(row).toHaveTextContent('Placed out abroad');
    expect(row).toHaveTextContent(/You, 20 Nov 2026/);
    await u.click(within(row).getByRole('button', { name: 'Revoke the override for Theo Castillo' }));
    await u.click(within(row).getByRole('button', { name: 'Revoke it' }));
    expect(await screen.findByText('Override revoked.')).toBeInTheDocument();
    expect(db.lastWrite()).toEqual({ 'eligibility/overrides/theo castillo': null, ...BUMP });
  });

  it('records a past level for the highest-level rule', async () => {
    const u = userEvent.setup();
    const { db } = renderAdmin(<EligibilityRoute />, { tree: tree() });
    const form = await screen.findByRole('form', { name: 'Record a past level' });
    await u.type(within(form).getByRole('combobox', { name: 'Dancer' }), 'Theo Castillo');
    await u.selectOptions(within(form).getByRole('combobox', { name: 'Highest level danced' }), 'Silver');
    await u.click(within(form).getByRole('button', { name: 'Save past level' }));
    expect(await screen.findByText('Past levels saved.')).toBeInTheDocument();
    expect(db.lastWrite()).toEqual({ 'eligibility/history/theo castillo/Standard': 'Silver', ...BUMP });
    expect(await screen.findByRole('table', { name: 'Past levels' })).toHaveTextContent('Theo Castillo');
  });
});
