import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../../app/route-table';
import type { RouteHandle } from '../../../app/route-names';
import { CONSOLES } from '../utils/consoles';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import AdminLayoutRoute from './admin-layout';

afterEach(resetFakes);

const linkNames = () => within(screen.getByRole('navigation', { name: 'Admin consoles' })).getAllByRole('link').map((link) => link.textContent);

describe('Admin layout', () => {
  it('offers an organiser every console', async () => {
    renderAdmin(<AdminLayoutRoute />, { grants: { organiser: true } });
    expect(await screen.findByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(linkNames()).toEqual(CONSOLES.map((c) => c.label));
  });

  it('lists the consoles under menu groups, and shows who is signed in with a sign-out button', async () => {
    renderAdmin(<AdminLayoutRoute />, { grants: { organiser: true } });
    const people = await screen.findByRole('group', { name: 'People' });
    expect(within(people).getAllByRole('link').map((link) => link.textContent)).toEqual(['Competitors', 'Officials', 'Teams to review', 'Payments', 'Registration desk']);
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Overview', 'Competition day', 'People', 'Setup']);
    expect(screen.getByText('staff@example.org')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-controls', 'admin-nav');
  });

  it('offers a deck captain only the dashboard and the deck captain console', async () => {
    renderAdmin(<AdminLayoutRoute />, { grants: { deckCaptain: true } });
    expect(await screen.findByRole('link', { name: 'Deck captain' })).toHaveAttribute('href', '/admin/deckcaptain');
    expect(linkNames()).toEqual(['Dashboard', 'Deck captain']);
    expect(screen.queryByRole('group', { name: 'Setup' })).not.toBeInTheDocument();
  });

  it('offers a scrutineer the consoles the route guards let a scrutineer open', async () => {
    renderAdmin(<AdminLayoutRoute />, { grants: { scrutineer: true } });
    await screen.findByRole('link', { name: 'Scrutineer' });
    expect(linkNames()).toEqual(['Dashboard', 'Schedule', 'Scrutineer', 'Chairman', 'Deck captain', 'MC', 'Results to read']);
  });

  it('lists the same roles per console as the route table guards', () => {
    const guarded = new Map<string, readonly string[] | undefined>(
      (adminRoutes.children ?? []).map((route) => [route.index ? '' : (route.path ?? ''), (route.handle as RouteHandle).roles]),
    );
    for (const console of CONSOLES) {
      const roles = guarded.get(console.path);
      expect(roles, console.path).toBeDefined();
      expect([...(roles ?? [])].filter((r) => r !== 'organiser').sort(), console.path).toEqual(console.roles.filter((r) => r !== 'organiser').sort());
    }
  });
});
