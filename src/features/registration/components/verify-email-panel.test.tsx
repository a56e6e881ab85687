import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '../../../data/auth/auth-provider';
import { setAuthGateway } from '../../../data/auth/auth-gateway-instance';
import { type FakeAuthGateway, type FakeUser, createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { VerifyEmailPanel } from './verify-email-panel';

const dancer: FakeUser = { uid: 'u-dancer', email: 'dancer@demo.invalid' };

function renderPanel(user: FakeUser | null): FakeAuthGateway {
  const gateway = createFakeAuthGateway(user);
  setAuthGateway(gateway);
  onTestFinished(() => setAuthGateway(undefined));
  render(<AuthProvider gateway={gateway}><VerifyEmailPanel /></AuthProvider>);
  return gateway;
}

const panel = () => screen.queryByRole('region', { name: 'Verify your e-mail' });

describe('VerifyEmailPanel', () => {
  it('explains why to verify, and sends the e-mail with a link back to the entries page', async () => {
    const user = userEvent.setup();
    const gateway = renderPanel(dancer);
    expect(await screen.findByRole('region', { name: 'Verify your e-mail' })).toHaveTextContent(
      "Verify dancer@demo.invalid so the couples registered with this address as a dancer's e-mail appear here and you can change their entries.",
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Send verification e-mail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sent. Open the link in the e-mail, then press “I have verified”.');
    expect(gateway.calls.emailVerification).toEqual([`${location.origin}/updateEntries`]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the address is not verified yet until the link was opened, then confirms and steps aside', async () => {
    const user = userEvent.setup();
    const gateway = renderPanel(dancer);
    await user.click(await screen.findByRole('button', { name: 'I have verified' }));
    expect(screen.getByRole('status')).toHaveTextContent('dancer@demo.invalid is not verified yet; open the link in the latest e-mail.');
    expect(gateway.calls.refreshUser).toBe(1);

    gateway.verifyEmail('Dancer@Demo.invalid');
    await user.click(screen.getByRole('button', { name: 'I have verified' }));
    expect(await screen.findByRole('status')).toHaveTextContent('dancer@demo.invalid is verified.');
    expect(panel()).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(gateway.currentUser()?.emailVerified).toBe(true);
  });

  it('shows a failure to send as an alert the person can act on', async () => {
    const user = userEvent.setup();
    const gateway = renderPanel(dancer);
    gateway.failEmailVerification('auth/too-many-requests');
    await user.click(await screen.findByRole('button', { name: 'Send verification e-mail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts from this device. Wait a few minutes, then try again.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(gateway.calls.emailVerification).toEqual([]);
  });

  it('renders nothing for a verified account or for nobody signed in', async () => {
    const { unmount } = render(<AuthProvider gateway={createFakeAuthGateway({ ...dancer, emailVerified: true })}><VerifyEmailPanel /></AuthProvider>);
    await act(async () => {});
    expect(panel()).not.toBeInTheDocument();
    unmount();
    renderPanel(null);
    await act(async () => {});
    expect(panel()).not.toBeInTheDocument();
  });
});
