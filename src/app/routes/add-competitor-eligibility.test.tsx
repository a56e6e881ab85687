import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeEntry } from '../../domain/entries';
import { metadata } from '../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../testing/render-screen';
import AddCompetitorRoute from './add-competitor';

afterEach(() => {
  resetFakes();
  sessionStorage.clear();
});

const theo = makeEntry({ leadName: 'Theo Castillo', followName: 'Mia Lopez', affiliation: 'TBA', registeredTime: 1 });
const event = (level: string, entries = {}) => ({ eventName: `${level} Standard`, style: 'Standard', eventLevel: level, dances: { Waltz: 0 }, entries });
const rules = { adjacent: { ruleId: 'adjacent', kind: 'adjacent-levels-only' } };
const override = { personId: 'theo castillo', dancerName: 'Theo Castillo', reason: 'Placed out abroad', grantedBy: 'org', grantedAt: 1 };

function tree(withOverride: boolean) {
  return {
    competitionMetadata: { ...metadata, registrationStatus: 'closed' },
    events: { 'Bronze Standard': event('Bronze', { [theo.entryId]: theo }), 'Gold Standard': event('Gold') },
    eligibility: { rules, ...(withOverride ? { overrides: { 'theo castillo': override } } : {}) },
  };
}

async function addTheoToGold() {
  await userEvent.type(await screen.findByRole('textbox', { name: "Lead's full name" }), 'Theo Castillo');
  await userEvent.type(screen.getByRole('textbox', { name: "Follow's full name" }), 'Ana Ruiz');
  await userEvent.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'TBA');
  await userEvent.click(screen.getByRole('checkbox', { name: /Gold Standard/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Add couple' }));
}

describe('Add a competitor under the eligibility rules', () => {
  it('refuses the organiser too, beside the event, when no override is recorded', async () => {
    const { db } = renderAdmin(<AddCompetitorRoute />, { tree: tree(false) });
    await addTheoToGold();
    expect(await screen.findByRole('alert')).toHaveTextContent('Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.');
    expect(screen.getByRole('checkbox', { name: /Gold Standard/ })).toHaveAttribute('aria-invalid', 'true');
    expect(db.writes).toEqual([]);
  });

  it('adds an overridden dancer and notes the override with its reason', async () => {
    renderAdmin(<AddCompetitorRoute />, { tree: tree(true) });
    await addTheoToGold();
    expect(await screen.findByRole('heading', { name: 'Theo Castillo and Ana Ruiz are registered' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Eligibility overrides' })).toHaveTextContent(
      "Allowed by the organiser's override for Theo Castillo (Placed out abroad): Theo Castillo would be entered in Bronze and Gold Standard; dancers may enter only adjacent levels in a style.",
    );
  });
});
