import { ROUTE_NAMES, type RouteName } from '../route-names';
import { isAdminPath, showsConnectionNotice, showsFooter, showsTopBar } from './chrome-visibility';

const ALL = Object.values(ROUTE_NAMES) as RouteName[];

describe('top bar visibility (spec §2)', () => {
  const hidden = ['markentry', 'register', 'deckCaptainView', 'liveCompView', 'liveRoundResultView', 'resultDetails', 'login'];

  it.each(hidden)('is hidden on the route named %s', (name) => {
    expect(showsTopBar(name as RouteName, '/somewhere')).toBe(false);
  });

  it('is shown on every other public route name', () => {
    const shown = ALL.filter((name) => !hidden.includes(name));
    for (const name of shown) expect(showsTopBar(name, '/details')).toBe(true);
    expect(showsTopBar(null, '/no-such-page')).toBe(true);
  });

  it('is hidden on any path containing admin, whatever the route name', () => {
    expect(showsTopBar('details', '/admin')).toBe(false);
    expect(showsTopBar(null, '/Admin/setup')).toBe(false);
    expect(showsTopBar('home', '/x/administer')).toBe(false);
  });
});

describe('footer visibility (spec §2)', () => {
  const hidden = ['markentry', 'scrutineerView', 'deckCaptainView', 'liveCompView', 'liveRoundResultView', 'resultDetails'];

  it.each(hidden)('is hidden on the route named %s', (name) => {
    expect(showsFooter(name as RouteName, '/somewhere')).toBe(false);
  });

  it('is shown on the login and register pages, unlike the top bar', () => {
    expect(showsFooter('login', '/login')).toBe(true);
    expect(showsFooter('register', '/register')).toBe(true);
  });

  it('is hidden on admin paths', () => {
    expect(showsFooter('dashboard', '/admin')).toBe(false);
    expect(isAdminPath('/ADMIN/mc')).toBe(true);
    expect(isAdminPath('/results')).toBe(false);
  });
});

describe('connection notice visibility', () => {
  it("is shown everywhere but on the judge's tablet, which has its own badge", () => {
    for (const name of ALL) expect(showsConnectionNotice(name)).toBe(name !== 'markentry');
    expect(showsConnectionNotice(null)).toBe(true);
  });
});
