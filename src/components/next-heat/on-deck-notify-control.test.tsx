import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnDeckAlert } from '../../domain/running-order';
import { OnDeckNotifyControl } from './on-deck-notify-control';

const shown: string[] = [];

function stubNotification(answer: NotificationPermission) {
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission(): Promise<NotificationPermission> {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    }
    constructor(title: string) {
      shown.push(title);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  shown.length = 0;
});

const onDeck: OnDeckAlert = { key: 's35', title: 'On deck: heat 35', body: 'Ann & Bo: your heat is next.' };

describe('Notify me when we are on deck', () => {
  it('asks the browser, then notifies once when the heat comes on deck, and not again after a re-render', async () => {
    stubNotification('granted');
    const u = userEvent.setup();
    const { rerender } = render(<OnDeckNotifyControl alerts={[]} />);
    await u.click(screen.getByRole('button', { name: 'Notify me when we are on deck' }));
    expect(await screen.findByRole('status', { name: 'On-deck notifications' })).toHaveTextContent('You will get a notification on this device');
    expect(shown).toEqual([]);
    // Showing loads on first use (on-deck-notifications.ts), so the notification follows a moment later.
    rerender(<OnDeckNotifyControl alerts={[onDeck]} />);
    await waitFor(() => expect(shown).toEqual(['On deck: heat 35']));
    rerender(<OnDeckNotifyControl alerts={[{ ...onDeck }]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown).toEqual(['On deck: heat 35']);
    await u.click(screen.getByRole('button', { name: 'Stop notifications' }));
    expect(screen.getByRole('button', { name: 'Notify me when we are on deck' })).toBeVisible();
  });

  it('says plainly when the browser refuses', async () => {
    stubNotification('denied');
    const u = userEvent.setup();
    render(<OnDeckNotifyControl alerts={[onDeck]} />);
    await u.click(screen.getByRole('button', { name: 'Notify me when we are on deck' }));
    expect(await screen.findByRole('status', { name: 'On-deck notifications' })).toHaveTextContent('Your browser refused notifications for this site');
    expect(shown).toEqual([]);
  });

  it('says plainly when the browser has no notifications', () => {
    vi.stubGlobal('Notification', undefined);
    render(<OnDeckNotifyControl alerts={[onDeck]} />);
    expect(screen.getByRole('status', { name: 'On-deck notifications' })).toHaveTextContent('This browser cannot show notifications');
    expect(screen.queryByRole('button', { name: 'Notify me when we are on deck' })).not.toBeInTheDocument();
  });
});
