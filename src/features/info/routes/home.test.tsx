import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeTreeSource } from '../../../testing/fake-tree-source';
import { renderPublic, resetFakes } from '../../../testing/render-screen';
import HomeRoute from './home';

afterEach(resetFakes);

const DAY = 24 * 60 * 60 * 1000;

function metadata(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    fullName: 'Harvest Moon Ballroom Classic',
    primaryColor: '#333',
    startDate: '2026-12-05',
    endDate: '2026-12-06',
    resultsPageShown: false,
    registrationStatus: 'auto',
    dateRegistrationEarly: now - DAY,
    dateRegistrationOpen: now + 5 * DAY,
    dateRegistrationClosed: now + 10 * DAY,
    paymentTierEarly: 25,
    paymentTierOpen: 35,
    paymentTierLate: 50,
    officials: { j1: { name: 'Judge Judy', role: 'Judge', bio: 'A long bio that the home page must not download.' } },
    ...overrides,
  };
}

const tree = (meta = metadata()) => ({
  competitionMetadata: meta,
  events: { 'Latin Bronze': { eventName: 'Latin Bronze', style: 'Latin', eventLevel: 'Bronze', dances: { ChaCha: 0 } } },
  marks: { 'Latin Bronze': { 1: { j1: { dances: { ChaCha: { a: 1 } } } } } },
});

describe('Home (Competitor Info)', () => {
  it("shows the competition's name and dates, and highlights the current price", async () => {
    renderPublic(<HomeRoute />, { db: tree() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harvest Moon Ballroom Classic' })).toBeVisible();
    expect(screen.getByText(/Saturday, December 5 – Sunday, December 6, 2026/)).toBeInTheDocument();
    expect(await screen.findByText('Registration open')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Registration prices and deadlines' });
    const current = within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Regular');
    expect(current[0]).toHaveTextContent('$35.00');
    expect(screen.getByRole('link', { name: 'Register a couple' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('says registration is closed after the close date, with no register link and no current price', async () => {
    const now = Date.now();
    renderPublic(<HomeRoute />, {
      db: tree(metadata({ dateRegistrationEarly: now - 3 * DAY, dateRegistrationOpen: now - 2 * DAY, dateRegistrationClosed: now - DAY })),
    });
    expect(await screen.findByText('Registration closed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Register a couple' })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.some((row) => row.getAttribute('aria-current'))).toBe(false);
  });

  it('announces late registration between the open and the close deadlines', async () => {
    const now = Date.now();
    renderPublic(<HomeRoute />, {
      db: tree(metadata({ dateRegistrationEarly: now - 3 * DAY, dateRegistrationOpen: now - DAY, dateRegistrationClosed: now + DAY })),
    });
    expect(await screen.findByText('Late registration')).toBeVisible();
    const current = within(screen.getByRole('table')).getAllByRole('row').find((row) => row.getAttribute('aria-current'));
    expect(current).toHaveTextContent('Late');
  });

  it('shows a loading state while the dates load, then an error when they are refused', async () => {
    const db = new FakeTreeSource(tree()).hold('competitionMetadata/dateRegistrationClosed');
    renderPublic(<HomeRoute />, { db });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading registration dates...');

    resetFakes();
    const refused = new FakeTreeSource(tree()).refuse('competitionMetadata/paymentTierLate');
    renderPublic(<HomeRoute />, { db: refused });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => /Could not load registration dates/.test(a.textContent ?? ''))).toBe(true);
  });

  it('downloads only small metadata fields: never events, marks, entries or officials', async () => {
    const { db } = renderPublic(<HomeRoute />, { db: tree() });
    await screen.findByText('Registration open');
    expect(db.listenedPaths.length).toBeGreaterThan(0);
    for (const path of db.listenedPaths) expect(path).toMatch(/^competitionMetadata\/(?!officials|organizers)\w+$/);
  });

  it('links to results only when the results page is shown', async () => {
    renderPublic(<HomeRoute />, { db: tree(metadata({ resultsPageShown: true })) });
    expect(await screen.findByRole('link', { name: 'Results' })).toHaveAttribute('href', '/results');
  });
});
