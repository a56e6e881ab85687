import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteUpdatedMessage } from './site-updated-message';

describe('SiteUpdatedMessage', () => {
  it('explains the update and reloads on request', async () => {
    const reload = vi.fn();
    render(<SiteUpdatedMessage onReload={reload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A newer version of the site was published while this page was open.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
