import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppRoutes } from '../../../app/app-routes';
import { ROUTE_NAMES } from '../../../app/route-names';
import { type FakeAuthGateway, createFakeAuthGateway } from '../../../testing/fake-auth-gateway';
import { renderAppAt } from '../../../testing/render-app';
import { stubbedScreens } from '../../../testing/stub-screens';
import LoginRoute from './login';

/** Every screen stubbed except this one. */
function routes() {
  const screens = stubbedScreens();
  const publicRoutes = screens.publicRoutes.map((route) =>
    route.path === 'login' ? { path: 'login', handle: { name: ROUTE_NAMES.login }, Component: LoginRoute } : route,
  );
  return createAppRoutes({ publicRoutes, adminRoutes: screens.adminRoutes });
}

function withAccount(): FakeAuthGateway {
  const auth = createFakeAuthGateway(null);
  auth.accounts.set('dancer@demo.invalid', { password: 'secret12', uid: 'u-dancer' });
  return auth;
}

const signInForm = () => screen.getByRole('form', { name: 'Sign in' });

describe('login page', () => {
  it('has labelled controls and a way back to the site', async () => {
    renderAppAt('/login', { routes: routes(), data: { 'competitionMetadata/fullName': 'UMass Amherst Ballroom 2025' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(within(signInForm()).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(signInForm()).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: '← Back to UMass Amherst Ballroom 2025' })).toHaveAttribute('href', '/');
  });

  it('signs in and goes to `next`', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderAppAt('/login?next=%2FupdateEntries%3Fevent%3DGold', { routes: routes(), auth: withAccount() });
    await user.type(await screen.findByLabelText('Email'), ' dancer@demo.invalid ');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'screen: updateEntries' })).toBeInTheDocument();
    expect(router.location.pathname + router.location.search).toBe('/updateEntries?event=Gold');
    expect(auth.currentUser()?.uid).toBe('u-dancer');
  });

  it('goes home after signing in without `next`, and never to another site', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAt('/login?next=%2F%2Fevil.example', { routes: routes(), auth: withAccount() });
    await user.type(await screen.findByLabelText('Email'), 'dancer@demo.invalid');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'screen: home' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/');
  });

  it('shows a human message for a wrong password and lets the user retry', async () => {
    const user = userEvent.setup();
    renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.type(await screen.findByLabelText('Email'), 'dancer@demo.invalid');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect. Check both and try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for the missing field before calling the provider', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const email = within(signInForm()).getByLabelText('Email');
    const password = within(signInForm()).getByLabelText('Password');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    await user.type(email, 'dancer@demo.invalid');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toBeValid();
    expect(email).not.toHaveAccessibleDescription();
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(auth.calls.signIn).toBe(0);
    // Fixed as typed: the message goes without another attempt.
    await user.type(password, 's');
    expect(password).toBeValid();
    expect(password).not.toHaveAccessibleDescription();
  });

  it('sends a password reset link to the typed email', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.type(await screen.findByLabelText('Email'), 'dancer@demo.invalid');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to reset your password to dancer@demo.invalid.');
    expect(auth.calls.passwordReset).toEqual(['dancer@demo.invalid']);
  });

  it('asks for the email beside its field when a reset link is wanted without one', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const email = within(signInForm()).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter your email address, then choose "Forgot your password?" again.');
    expect(auth.calls.passwordReset).toEqual([]);
    await user.type(email, 'dancer@demo.invalid');
    expect(email).toBeValid();
  });

  it('creates an account and continues to `next`', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderAppAt('/login?next=%2Fregister', { routes: routes(), auth: withAccount() });
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    const form = screen.getByRole('form', { name: 'Create account' });
    await user.type(within(form).getByLabelText('Email'), 'new@demo.invalid');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'screen: register' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/register');
    expect(auth.accounts.has('new@demo.invalid')).toBe(true);
  });

  it('refuses mismatched passwords and explains a taken email', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    const form = screen.getByRole('form', { name: 'Create account' });
    await user.type(within(form).getByLabelText('Email'), 'dancer@demo.invalid');
    await user.type(within(form).getByLabelText('Password'), 'secret12');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret13');
    expect(within(form).getByLabelText('Confirm password')).toBeInvalid();
    expect(within(form).getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(auth.calls.signUp).toBe(0);
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email address already exists. Sign in instead.');
  });

  it('checks every field of a new account beside it before calling the provider', async () => {
    const user = userEvent.setup();
    const { auth } = renderAppAt('/login', { routes: routes(), auth: withAccount() });
    await user.click(await screen.findByRole('tab', { name: 'Create account' }));
    const form = screen.getByRole('form', { name: 'Create account' });
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription('Choose a password of at least 6 characters. At least 6 characters.');
    expect(within(form).getByLabelText('Confirm password')).toHaveAccessibleDescription('Type the password again.');
    expect(auth.calls.signUp).toBe(0);
  });

  it('moves between the tabs with the arrow keys, each tab naming its form', async () => {
    const user = userEvent.setup();
    renderAppAt('/login', { routes: routes(), auth: withAccount() });
    const signInTab = await screen.findByRole('tab', { name: 'Sign in' });
    expect(screen.getByRole('tabpanel', { name: 'Sign in' })).toContainElement(signInForm());
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('tabindex', '-1');
    signInTab.focus();
    await user.keyboard('{ArrowRight}');
    const createTab = screen.getByRole('tab', { name: 'Create account' });
    expect(createTab).toHaveFocus();
    expect(createTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Create account' })).toContainElement(screen.getByRole('form', { name: 'Create account' }));
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(signInTab).toHaveFocus();
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an already signed-in user straight on to `next`', async () => {
    const { router } = renderAppAt('/login?next=%2Fentries', { routes: routes(), user: { uid: 'u', email: 'u@demo.invalid' } });
    expect(await screen.findByRole('heading', { name: 'screen: entries' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/entries');
  });
});
