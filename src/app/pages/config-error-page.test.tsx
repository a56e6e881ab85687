import { render, screen } from '@testing-library/react';
import { ConfigErrorPage } from './config-error-page';

describe('ConfigErrorPage', () => {
  it('names the configuration and every missing setting', () => {
    render(<ConfigErrorPage configName="cmu24" problems={['No Firebase API key: set VITE_FIREBASE_API_KEY when building.']} />);
    expect(screen.getByRole('heading', { name: 'This site is not configured yet' })).toBeInTheDocument();
    expect(screen.getByText('cmu24')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('VITE_FIREBASE_API_KEY');
  });
});
