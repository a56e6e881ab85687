import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './error-state';
import { errorText } from './error-text';

describe('ErrorState', () => {
  it("shows the error's message in an alert under a heading", () => {
    render(<ErrorState error={new Error('No connection to the database.')} title="Could not load results" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load results');
    expect(alert).toHaveTextContent('No connection to the database.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a retry when given one', async () => {
    const retry = vi.fn();
    render(<ErrorState error="boom" onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a generic sentence for values without a message', () => {
    expect(errorText(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorText(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorText('Offline')).toBe('Offline');
  });
});
