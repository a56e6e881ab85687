import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import { SubmitConnectionNotice } from './submit-connection-notice';

afterEach(resetFakes);

describe('the connection while a registration is sent', () => {
  it('says after 3 s offline that it will be sent when the connection returns, and says so again when it does', async () => {
    const { db } = renderPublic(<SubmitConnectionNotice sending />, { db: {}, at: '/register' });
    act(() => db.setConnected(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByText(/will be sent when the connection returns/, {}, { timeout: 4500 })).toBeVisible();
    act(() => db.setConnected(true));
    expect(await screen.findByText('The connection is back: sending your registration now.')).toBeVisible();
  });

  it('says nothing while nothing is being sent', async () => {
    const { db } = renderPublic(<SubmitConnectionNotice sending={false} />, { db: {}, at: '/register' });
    act(() => db.setConnected(false));
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
