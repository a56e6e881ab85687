import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, makeEvent, metadata } from '../../testing/domain/competition-fixtures';
import { renderAdmin, resetFakes } from '../../testing/render-screen';
import AddCompetitorRoute from './add-competitor';

afterEach(() => {
  resetFakes();
  sessionStorage.clear();
});

const bronze = makeEvent('Bronze', 'Latin', ['ChaCha', 'Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0)] }]);
// Registration closed for the public: the organiser can still add a couple.
const tree = { competitionMetadata: { ...metadata, registrationStatus: 'closed' }, events: { [bronze.eventName]: bronze } };

function render() {
  return renderAdmin(<AddCompetitorRoute />, { tree });
}

async function fill(lead: string, follow: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: "Lead's full name" }), lead);
  await userEvent.type(screen.getByRole('textbox', { name: "Follow's full name" }), follow);
  await userEvent.type(screen.getByRole('combobox', { name: 'Affiliation' }), 'TBA');
  await userEvent.click(screen.getByRole('checkbox', { name: /Bronze Latin/ }));
}

describe('Add a competitor', () => {
  it('adds a couple with the registration form in organiser mode, onto the first round not yet started', async () => {
    const { db } = render();
    const form = await screen.findByRole('form', { name: 'Add a couple' });
    expect(within(form).queryByRole('checkbox', { name: /liability waiver/ })).not.toBeInTheDocument();
    await fill('Zoe Quinn', 'Yan Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Add couple' }));
    expect(await screen.findByRole('heading', { name: 'Zoe Quinn and Yan Ruiz are registered' })).toBeInTheDocument();
    const entries = Object.values(db.read('events/Bronze Latin/entries') as Record<string, { leadName: string; registeredBy?: string }>);
    const added = entries.find((e) => e.leadName === 'Zoe Quinn');
    expect(added).toBeDefined();
    expect(added).not.toHaveProperty('registeredBy');
    const floor = Object.values(db.read('events/Bronze Latin/rounds/1/entries') as Record<string, { leadName: string }>).map((e) => e.leadName);
    expect(floor).toContain('Zoe Quinn');
  });

  it('refuses a couple already entered and keeps what was typed', async () => {
    const { db } = render();
    await fill('alex park', 'AMY WU');
    await userEvent.click(screen.getByRole('button', { name: 'Add couple' }));
    expect(await screen.findByText(/already entered in this event/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Bronze Latin/ })).toHaveAccessibleDescription(/already entered/);
    expect(screen.getByRole('textbox', { name: "Lead's full name" })).toHaveValue('alex park');
    expect(db.writes).toHaveLength(0);
  });
});
