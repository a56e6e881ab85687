import { describeRoles } from './role-labels';

describe('describeRoles', () => {
  it('names the roles in words and always the organiser last', () => {
    expect(describeRoles(['deckCaptain', 'scrutineer'])).toBe('deck captain, scrutineer or organiser');
    expect(describeRoles(['organiser'])).toBe('organiser');
    expect(describeRoles(['chairman'])).toBe('chairman of judges or organiser');
  });
});
