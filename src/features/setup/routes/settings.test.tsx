import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import SettingsRoute from './settings';

afterEach(resetFakes);

const tree = { settings: { events: { hideLevelIcons: true, liveScrollRefreshIndex: 0.25 } } };

describe('Settings screen', () => {
  it('shows the stored toggles and saves the changed ones without touching the refresh index', async () => {
    const { db } = renderAdmin(<SettingsRoute />, { tree });
    const hideIcons = await screen.findByRole('switch', { name: 'Hide level icons' });
    expect(hideIcons).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Show schedule numbers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save display settings' }));
    expect(await screen.findByText('Display settings saved.')).toBeInTheDocument();
    expect(db.read('settings/events')).toEqual({
      showScheduleIndex: true,
      hideLevelIcons: true,
      highlightOtherRoundsInEvent: false,
      hideClearRoundsButton: false,
      hideGenerateRoundsButton: false,
      reorderAfterAddRemoveRound: false,
      liveScrollRefreshIndex: 0.25,
    });
  });

  it('forces live views to refresh by writing only a new random refresh index (and the settings\' version for polling phones)', async () => {
    const { db } = renderAdmin(<SettingsRoute />, { tree });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh live views' }));
    await waitFor(() => expect(db.writes).toHaveLength(1));
    const patch = db.lastWrite()!;
    expect(Object.keys(patch).sort()).toEqual(['publicVersion/settings', 'settings/events/liveScrollRefreshIndex']);
    expect(patch['publicVersion/settings']).toEqual({ '.sv': { increment: 1 } });
    expect(typeof patch['settings/events/liveScrollRefreshIndex']).toBe('number');
    expect(patch['settings/events/liveScrollRefreshIndex']).not.toBe(0.25);
  });

  it('shows a refused save and keeps the toggles the user chose', async () => {
    const { db } = renderAdmin(<SettingsRoute />, { tree });
    db.failNextWrite();
    const showNumbers = await screen.findByRole('switch', { name: 'Show schedule numbers' });
    await userEvent.click(showNumbers);
    await userEvent.click(screen.getByRole('button', { name: 'Save display settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission for this.');
    expect(showNumbers).toBeChecked();
    expect(db.read('settings/events/showScheduleIndex')).toBeNull();
  });
});
