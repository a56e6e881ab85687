import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('is a named region with its explanation', () => {
    render(<EmptyState title="No entries yet">Entries appear here once couples register.</EmptyState>);
    const region = screen.getByRole('region', { name: 'No entries yet' });
    expect(region).toHaveTextContent('Entries appear here once couples register.');
  });
});
