import { grantedRoles, grantsAnyRole } from './role-check';

describe('grantsAnyRole', () => {
  it('grants when any listed role is held', () => {
    expect(grantsAnyRole({ scrutineer: true }, ['deckCaptain', 'scrutineer'])).toBe(true);
    expect(grantsAnyRole({ mc: true }, ['deckCaptain', 'scrutineer'])).toBe(false);
  });

  it('treats an organiser as holding every staff role', () => {
    expect(grantsAnyRole({ organiser: true }, ['mc'])).toBe(true);
  });

  it('refuses an account without grants, even for an empty list', () => {
    expect(grantsAnyRole({ email: 'x@y.z' }, ['scrutineer'])).toBe(false);
    expect(grantsAnyRole({}, [])).toBe(false);
  });
});

describe('grantedRoles', () => {
  it('lists held roles in a fixed order', () => {
    expect(grantedRoles({ mc: true, organiser: true, email: 'a@b.c' })).toEqual(['organiser', 'mc']);
  });
});
