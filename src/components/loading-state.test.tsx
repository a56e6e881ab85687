import { render, screen } from '@testing-library/react';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces "Loading..." by default as a status', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says what is loading, inline too', () => {
    render(<LoadingState label="Loading results..." inline />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results...');
  });
});
