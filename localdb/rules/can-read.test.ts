import { compileRules } from './index.ts';
import { memoryData, user } from '../test/rules-helpers.ts';

const rules = compileRules(`{
  "rules": {
    "public": { ".read": true, "secret": { ".read": false } },
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        "profile": { ".read": "auth != null" },
        "admin-only": { ".read": "root.child('admins').child(auth.uid).val() == true" }
      },
      "everyone": { ".read": true }
    },
    "items": {
      ".read": "query.orderByChild == 'owner' && query.equalTo == auth.uid",
      "$item": { ".read": "data.child('owner').val() == auth.uid" }
    },
    "feed": { ".read": "query.limitToLast != null && query.limitToLast <= 20" },
    "open": { "$a": { "$b": { ".read": "$a == $b" } } }
  }
}`);

const tree = memoryData({
  admins: { boss: true },
  items: { i1: { owner: 'alice' }, i2: { owner: 'bob' } },
  users: { alice: { name: 'Alice' } },
});
const alice = user('alice');
const can = (path: string, auth = alice as ReturnType<typeof user> | null, query = {}) =>
  rules.canRead(path.split('/').filter(Boolean), auth, tree, 0, query).allowed;

describe('canRead', () => {
  it('denies by default where no rule grants', () => {
    expect(can('/')).toBe(false);
    expect(can('/admins')).toBe(false);
    expect(can('/unknown/deep/path')).toBe(false);
  });

  it('cascades a grant to everything below, and a deeper false cannot revoke it', () => {
    expect(can('/public', null)).toBe(true);
    expect(can('/public/a/b/c', null)).toBe(true);
    expect(can('/public/secret', null)).toBe(true);
  });

  it('is not a filter: grants below the read path do not allow reading the parent', () => {
    expect(can('/users/alice/profile', user('zed'))).toBe(true);
    expect(can('/users/alice', user('zed'))).toBe(false);
    expect(can('/users', alice)).toBe(false);
  });

  it('binds $variables to the keys on the path', () => {
    expect(can('/users/alice', alice)).toBe(true);
    expect(can('/users/alice/name', alice)).toBe(true);
    expect(can('/users/bob', alice)).toBe(false);
    expect(can('/open/x/x')).toBe(true);
    expect(can('/open/x/y')).toBe(false);
  });

  it('prefers a named child over the wildcard at the same level', () => {
    expect(can('/users/everyone', null)).toBe(true);
    expect(can('/users/everyone', user('everyone'))).toBe(true);
  });

  it('handles signed-out users: auth.uid reads as null, as on Firebase, so a comparison with it is false', () => {
    expect(can('/users/alice', null)).toBe(false);
    expect(can('/users/alice/admin-only', null)).toBe(false);
    const decision = rules.canRead(['users', 'alice', 'admin-only'], null, tree, 0);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toContain('child() needs a string argument, but got null');
  });

  it('reads other data through root and the rule location through data', () => {
    expect(can('/users/alice/admin-only', user('boss'))).toBe(true);
    expect(can('/items/i1', alice)).toBe(true);
    expect(can('/items/i2', alice)).toBe(false);
  });

  it('lets query rules allow a query but not a plain read of the same location', () => {
    expect(can('/items', alice)).toBe(false);
    expect(can('/items', alice, { orderByChild: 'owner', equalTo: 'alice' })).toBe(true);
    expect(can('/items', alice, { orderByChild: 'owner', equalTo: 'bob' })).toBe(false);
    expect(can('/feed', null, { limitToLast: 20 })).toBe(true);
    expect(can('/feed', null, { limitToLast: 21 })).toBe(false);
    expect(can('/feed', null, { limitToFirst: 5 })).toBe(false);
  });

  it('explains its decision', () => {
    expect(rules.canRead(['public', 'x'], null, tree, 0).reason).toBe('.read at /public allows reading /public/x');
    expect(rules.canRead(['users', 'bob'], alice, tree, 0).reason).toBe(
      'read of /users/bob denied: .read at /users/$uid (/users/bob) "auth != null && auth.uid == $uid" → false',
    );
    expect(rules.canRead(['admins'], alice, tree, 0).reason).toBe('read of /admins denied: no .read rule applies on the way to it');
  });

  it('reads only what the granting rules look at', () => {
    const counted = memoryData({ users: { alice: { name: 'A' } } });
    rules.canRead(['users', 'alice'], alice, counted, 0);
    expect(counted.reads).toBe(0);
  });
});
