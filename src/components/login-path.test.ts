import { loginPath, safeNextPath } from './login-path';

describe('loginPath', () => {
  it('carries the whole target, query and hash included', () => {
    expect(loginPath('/admin/setup?tab=events#top')).toBe('/login?next=%2Fadmin%2Fsetup%3Ftab%3Devents%23top');
  });

  it('omits a target of the home page', () => {
    expect(loginPath('/')).toBe('/login');
  });
});

describe('safeNextPath', () => {
  it('follows paths on this site', () => {
    expect(safeNextPath('/admin/setup?tab=events')).toBe('/admin/setup?tab=events');
    expect(safeNextPath('/updateEntries')).toBe('/updateEntries');
  });

  it.each([null, '', 'admin', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/login', '/login?next=/admin', '/LOGIN'])(
    'sends %s to the home page instead',
    (raw) => {
      expect(safeNextPath(raw)).toBe('/');
    },
  );

  it('still follows paths that merely start with the letters login', () => {
    expect(safeNextPath('/loginhelp')).toBe('/loginhelp');
  });
});
