import { compileRules, type JsonValue, type RulesAuth, type RulesEngine } from './index.ts';
import { applyWrites, memoryData, splitPath, user } from '../test/rules-helpers.ts';

/** Judges writing each [path, value] pair (one set, or one multi-path update) against `before`. */
function attempt(rules: RulesEngine, before: JsonValue, writes: [string, JsonValue][], auth: RulesAuth | null, now = 1000) {
  const after = applyWrites(before, writes);
  return rules.canWrite(writes.map(([path]) => ({ path: splitPath(path) })), auth, memoryData(before), memoryData(after), now);
}

const alice = user('alice');

describe('canWrite: .write cascade', () => {
  const rules = compileRules(`{
    "rules": {
      "open": { ".write": true, "closed": { ".write": false } },
      "users": { "$uid": { ".write": "auth.uid == $uid", "inbox": { "$msg": { ".write": "auth != null" } } } },
      "named": { "$any": { ".write": true }, "fixed": { ".write": false } }
    }
  }`);

  it('denies by default and allows where a rule at or above the path grants', () => {
    expect(attempt(rules, null, [['/elsewhere', 1]], alice).allowed).toBe(false);
    expect(attempt(rules, null, [['/open/a/b', 1]], null).allowed).toBe(true);
    expect(attempt(rules, null, [['/users/alice/name', 'A']], alice).allowed).toBe(true);
    expect(attempt(rules, null, [['/users/bob/name', 'A']], alice).allowed).toBe(false);
  });

  it('cannot revoke a grant deeper down', () => {
    expect(attempt(rules, null, [['/open/closed/x', 1]], null).allowed).toBe(true);
  });

  it('uses deeper grants for deeper paths only', () => {
    expect(attempt(rules, null, [['/users/bob/inbox/m1', 'hi']], alice).allowed).toBe(true);
    expect(attempt(rules, null, [['/users/bob/inbox', { m1: 'hi' }]], alice).allowed).toBe(false);
  });

  it('prefers a named child over the wildcard', () => {
    expect(attempt(rules, null, [['/named/other', 1]], null).allowed).toBe(true);
    expect(attempt(rules, null, [['/named/fixed', 1]], null).allowed).toBe(false);
  });

  it('requires .write for deletes too', () => {
    const before = { users: { bob: { name: 'B' } } };
    expect(attempt(rules, before, [['/users/bob', null]], alice).allowed).toBe(false);
    expect(attempt(rules, before, [['/users/bob', null]], user('bob')).allowed).toBe(true);
  });

  it('denies a whole multi-path update when one path is denied, and says which', () => {
    const decision = attempt(rules, null, [['/users/alice/a', 1], ['/users/bob/b', 2], ['/open/c', 3]], alice);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toBe('write to /users/bob/b denied: .write at /users/$uid (/users/bob) "auth.uid == $uid" → false');
    expect(attempt(rules, null, [['/users/alice/a', 1], ['/open/c', 3]], alice)).toEqual({
      allowed: true,
      reason: '.write at /users/$uid (/users/alice) allows writing /users/alice/a (and 1 more path)',
    });
  });

  it('treats signed-out users as auth == null', () => {
    const decision = attempt(rules, null, [['/users/alice/x', 1]], null);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toContain('denied');
  });
});

describe('canWrite: .validate', () => {
  const rules = compileRules(`{
    "rules": {
      ".write": true,
      "events": {
        "$event": {
          ".validate": "newData.hasChildren(['name', 'date'])",
          "name": { ".validate": "newData.isString() && newData.val().length > 0 && newData.val().length <= 20" },
          "date": { ".validate": "newData.isNumber() && newData.val() <= now" },
          "couples": {
            "$couple": {
              ".validate": "newData.hasChildren(['leader'])",
              "leader": { ".validate": "newData.isString()" },
              "number": { ".validate": "newData.isNumber() && (!data.exists() || data.val() == newData.val())" },
              "$other": { ".validate": false }
            }
          },
          "$other": { ".validate": false }
        }
      },
      "config": { ".validate": "root.child('locked').val() != true" },
      "counter": { ".validate": "newData.isNumber() && (!data.exists() || newData.val() == data.val() + 1)" }
    }
  }`);
  const event = { name: 'Fall Classic', date: 500 };

  it('checks every written node in a nested set', () => {
    expect(attempt(rules, null, [['/events/e1', { ...event, couples: { c1: { leader: 'Ann', number: 7 } } }]], null).allowed).toBe(true);
    const bad = attempt(rules, null, [['/events/e1', { ...event, couples: { c1: { leader: 42 } } }]], null);
    expect(bad.allowed).toBe(false);
    expect(bad.reason).toBe('write denied: .validate at /events/$event/couples/$couple/leader (/events/e1/couples/c1/leader) "newData.isString()" → false');
  });

  it('rejects unknown fields through $other: false, at any depth', () => {
    expect(attempt(rules, null, [['/events/e1', { ...event, extra: 1 }]], null).reason).toContain('/events/$event/$other (/events/e1/extra)');
    expect(attempt(rules, null, [['/events/e1', { ...event, couples: { c1: { leader: 'A', shoe: 9 } } }]], null).allowed).toBe(false);
  });

  it('validates the ancestors of a written path against the merged new data', () => {
    expect(attempt(rules, null, [['/events/e1/name', 'Solo']], null).reason).toContain(`.validate at /events/$event (/events/e1) "newData.hasChildren(['name', 'date'])" → false`);
    expect(attempt(rules, { events: { e1: event } }, [['/events/e1/name', 'Renamed']], null).allowed).toBe(true);
    expect(attempt(rules, { events: { e1: event } }, [['/events/e1/couples/c1/leader', 'Bo']], null).allowed).toBe(true);
    expect(attempt(rules, { events: { e1: event } }, [['/events/e1/couples/c1/number', 3]], null).allowed).toBe(false);
  });

  it('skips .validate for deleted nodes, but still validates ancestors that keep a value', () => {
    const before = { events: { e1: { ...event, couples: { c1: { leader: 'A' } } } } };
    expect(attempt(rules, before, [['/events/e1', null]], null).allowed).toBe(true);
    expect(attempt(rules, before, [['/events/e1/couples/c1', null]], null).allowed).toBe(true);
    expect(attempt(rules, before, [['/events/e1/couples/c1/leader', null]], null).allowed).toBe(true);
    expect(attempt(rules, before, [['/events/e1/date', null]], null).allowed).toBe(false);
  });

  it('denies the whole multi-path update when one leaf fails validation', () => {
    const before = { events: { e1: event } };
    const decision = attempt(rules, before, [['/events/e1/name', 'Ok'], ['/events/e1/date', 'tomorrow']], null);
    expect(decision.allowed).toBe(false);
    expect(decision.reason).toContain('/events/$event/date (/events/e1/date)');
    expect(attempt(rules, before, [['/events/e1/name', 'Ok'], ['/events/e1/date', 600]], null).allowed).toBe(true);
  });

  it('validates the whole tree when the root itself is written', () => {
    const good = { events: { e1: { ...event, couples: { c1: { leader: 'A' } } } }, counter: 1 };
    expect(attempt(rules, null, [['/', good]], null).allowed).toBe(true);
    const bad = { events: { e1: { ...event, couples: { c1: { leader: 'A' }, c2: { leader: false } } } } };
    expect(attempt(rules, null, [['/', bad]], null).reason).toContain('(/events/e1/couples/c2/leader)');
  });

  it('still validates a path listed inside another changed path, or listed twice', () => {
    const nested = attempt(rules, null, [['/events/e1', event], ['/events/e1/extra', 1]], null);
    expect(nested.reason).toContain('/events/$event/$other (/events/e1/extra)');
    expect(attempt(rules, null, [['/events/e1/extra', 1], ['/events/e1', { ...event, extra: 1 }]], null).allowed).toBe(false);
    expect(attempt(rules, null, [['/counter', 'x'], ['/counter', 'x']], null).allowed).toBe(false);
    expect(attempt(rules, null, [['/events/e1', event], ['/events/e2', event], ['/events/e2/date', 10]], null).allowed).toBe(true);
  });

  it('compares old data with new data', () => {
    const before = { counter: 4, events: { e1: { ...event, couples: { c1: { leader: 'A', number: 7 } } } } };
    expect(attempt(rules, before, [['/counter', 5]], null).allowed).toBe(true);
    expect(attempt(rules, before, [['/counter', 6]], null).allowed).toBe(false);
    expect(attempt(rules, null, [['/counter', 6]], null).allowed).toBe(true);
    expect(attempt(rules, before, [['/events/e1/couples/c1/number', 8]], null).allowed).toBe(false);
    expect(attempt(rules, before, [['/events/e1/couples/c1/number', 7]], null).allowed).toBe(true);
  });

  it('reads the pre-write tree through root', () => {
    expect(attempt(rules, { locked: true }, [['/config/x', 1]], null).allowed).toBe(false);
    expect(attempt(rules, { locked: false }, [['/config/x', 1]], null).allowed).toBe(true);
    expect(attempt(rules, { locked: true }, [['/config/x', 1], ['/locked', false]], null).allowed).toBe(false);
  });

  it('uses now as the request time', () => {
    expect(attempt(rules, null, [['/events/e1', { name: 'X', date: 2000 }]], null, 1999).allowed).toBe(false);
    expect(attempt(rules, null, [['/events/e1', { name: 'X', date: 2000 }]], null, 2000).allowed).toBe(true);
  });

  it('judges writes by .write first, then .validate', () => {
    const strict = compileRules('{"rules": {"a": {".write": "auth != null", ".validate": "newData.isNumber()"}}}');
    expect(attempt(strict, null, [['/a', 'text']], null).reason).toContain('.write at /a');
    expect(attempt(strict, null, [['/a', 'text']], alice).reason).toContain('.validate at /a');
    expect(attempt(strict, null, [['/a', 1]], alice).allowed).toBe(true);
  });

  it('validates only the data that rules look at', () => {
    const before = { events: { e1: event } };
    const after = applyWrites(before, [['/other/big', { a: 1, b: 2 }]]);
    const newRoot = memoryData(after);
    expect(rules.canWrite([{ path: ['other', 'big'] }], null, memoryData(before), newRoot, 0).allowed).toBe(true);
    expect(newRoot.reads).toBe(0);
  });

  it('reads a validated subtree once and derives its children from it', () => {
    const written = { ...event, couples: { c1: { leader: 'A', number: 1 }, c2: { leader: 'B' } } };
    const newRoot = memoryData(applyWrites(null, [['/events/e1', written]]));
    expect(rules.canWrite([{ path: ['events', 'e1'] }], null, memoryData(null), newRoot, 1000).allowed).toBe(true);
    expect(newRoot.reads).toBe(1);
  });
});

describe('canWrite: newData in .write rules', () => {
  const rules = compileRules(`{
    "rules": {
      "posts": {
        "$post": {
          ".write": "(!data.exists() && newData.child('author').val() == auth.uid) || (data.exists() && data.child('author').val() == auth.uid)"
        }
      }
    }
  }`);

  it('lets a rule look at the data before and after the write', () => {
    expect(attempt(rules, null, [['/posts/p1', { author: 'alice', text: 'hi' }]], alice).allowed).toBe(true);
    expect(attempt(rules, null, [['/posts/p1', { author: 'bob', text: 'hi' }]], alice).allowed).toBe(false);
    const before = { posts: { p1: { author: 'bob', text: 'hi' } } };
    expect(attempt(rules, before, [['/posts/p1/text', 'edited']], alice).allowed).toBe(false);
    expect(attempt(rules, before, [['/posts/p1/text', 'edited']], user('bob')).allowed).toBe(true);
  });
});
