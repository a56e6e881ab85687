import { accessNeeds, rolesThatOpen } from './access-needs';

describe('accessNeeds', () => {
  it('needs nothing for public routes', () => {
    expect(accessNeeds([undefined, { name: 'results' }])).toEqual({ requiresAuth: false, roleSets: [] });
  });

  it('needs sign-in when any matched route asks for it', () => {
    expect(accessNeeds([undefined, { name: 'updateEntries', requiresAuth: true }]).requiresAuth).toBe(true);
  });

  it('collects the role lists of every matched route, and roles imply sign-in', () => {
    const needs = accessNeeds([
      { name: 'dashboard', roles: ['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc'] },
      { name: 'deckCaptainView', requiresAuth: true, roles: ['deckCaptain', 'scrutineer'] },
    ]);
    expect(needs).toEqual({
      requiresAuth: true,
      roleSets: [['organiser', 'scrutineer', 'chairman', 'deckCaptain', 'mc'], ['deckCaptain', 'scrutineer']],
    });
  });
});

describe('rolesThatOpen', () => {
  it('names the roles every list accepts', () => {
    expect(rolesThatOpen([['organiser', 'scrutineer', 'mc'], ['mc', 'scrutineer']])).toEqual(['scrutineer', 'mc']);
  });

  it('falls back to the innermost list when no role is common', () => {
    expect(rolesThatOpen([['mc'], ['organiser']])).toEqual(['organiser']);
    expect(rolesThatOpen([])).toEqual([]);
  });
});
