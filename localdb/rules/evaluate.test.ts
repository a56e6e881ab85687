import { evalRule, user } from '../test/rules-helpers.ts';

describe('rule expression evaluation', () => {
  it('compares strictly, without JavaScript coercion', () => {
    expect(evalRule("1 == '1'")).toBe('false');
    expect(evalRule('1 == 1.0')).toBe(true);
    expect(evalRule('true == 1')).toBe('false');
    expect(evalRule('null == false')).toBe('false');
    expect(evalRule("'a' === 'a' && 'a' !== 'b' && 1 != 2")).toBe(true);
  });

  it('adds numbers, concatenates strings, and does arithmetic', () => {
    expect(evalRule("'ab' + 'cd' == 'abcd'")).toBe(true);
    expect(evalRule("'n' + 1 == 'n1'")).toBe(true);
    expect(evalRule('1 + 2 * 3 == 7 && 7 % 4 == 3 && 9 / 2 == 4.5 && -(2 - 5) == 3')).toBe(true);
    expect(evalRule('2 < 3 && 3 <= 3 && 4 > 3 && 3 >= 4 == false')).toBe(true);
    expect(evalRule("'apple' < 'banana'")).toBe(true);
  });

  it('treats operators on the wrong types as errors, which deny', () => {
    expect(evalRule('data.val() + 1 == 1')).toMatch(/^error: '\+' needs numbers or strings/);
    expect(evalRule('data.val() < 5')).toMatch(/^error: '<' compares two numbers or two strings/);
    expect(evalRule("data.val() > 'a'", { root: 1 })).toMatch(/^error:/);
    expect(() => evalRule('!data.val()')).toThrow(/the operand of '!' must be a boolean/);
    expect(() => evalRule('data.val() && true', { root: 'x' })).toThrow(/the left operand of '&&' must be a boolean/);
    expect(evalRule('1 / 0 + "" == "NaN" && (1 / 0 < 2) == false && (1 / 0 > 2) == false')).toBe(true);
  });

  it('short-circuits && and || so the unevaluated side cannot fail', () => {
    expect(evalRule('auth != null && auth.uid == "a"', { auth: null })).toBe('false');
    expect(evalRule('auth == null || auth.uid == "a"', { auth: null })).toBe(true);
    expect(evalRule('false && data.val() > 1')).toBe('false');
    expect(evalRule('true ? true : data.val() > 1')).toBe(true);
    expect(evalRule("data.exists() ? data.val() == 'x' : true", { root: 'x' })).toBe(true);
    expect(evalRule("data.exists() ? data.val() == 'x' : true", { root: 'y' })).toBe('false');
  });

  it('reads a field of a null auth as null, as Firebase does, so auth.uid != x is true for a signed-out visitor', () => {
    expect(evalRule("auth.uid == 'alice'", { auth: null })).toBe('false');
    expect(evalRule("auth.uid !== 'alice'", { auth: null })).toBe(true);
    expect(evalRule('auth.token.email_verified == null', { auth: null })).toBe(true);
    expect(evalRule("root.child('users/' + auth.uid).exists()", { auth: null })).toMatch(/^error: '\+' needs numbers or strings/);
    expect(evalRule("auth.uid == 'alice'", { auth: user('alice') })).toBe(true);
  });

  it('exposes auth.uid, auth.provider and auth.token, with missing token claims reading as null', () => {
    const alice = user('alice', { email: 'a@x.org', admin: true, firebase: { sign_in_provider: 'password' } });
    expect(evalRule("auth.provider == 'password'", { auth: alice })).toBe(true);
    expect(evalRule("auth.token.email == 'a@x.org' && auth.token['admin'] == true", { auth: alice })).toBe(true);
    expect(evalRule("auth.token.firebase.sign_in_provider == 'password'", { auth: alice })).toBe(true);
    expect(evalRule('auth.token.missing == null', { auth: alice })).toBe(true);
    expect(evalRule('auth.token.admin == true', { auth: user('bob') })).toBe('false');
    expect(evalRule("auth.token.missing.deeper == 'x'", { auth: alice })).toBe('false');
    expect(evalRule("auth.token.missing.deeper.contains('x')", { auth: alice })).toMatch(/^error: cannot call contains\(\) on null/);
    expect(evalRule('auth.token.email.length == 7', { auth: alice })).toBe(true);
  });

  it('refuses at load a rule that is not certainly a boolean, even when the value would be one', () => {
    expect(() => evalRule('data.val() == data.val() ? data.val() : false', { root: 'yes' })).toThrow(/first branch of '\?:' must be a boolean/);
    expect(() => evalRule('auth.token.admin', { auth: user('a', { admin: true }) })).toThrow(/must be a boolean expression/);
  });

  it('implements the string methods', () => {
    const root = { name: 'Ada Lovelace', code: 'AB-12' };
    const on = (expr: string) => evalRule(expr, { root });
    expect(on("data.child('name').val().length == 12")).toBe(true);
    expect(on("data.child('name').val().contains('Love')")).toBe(true);
    expect(on("data.child('name').val().contains('love')")).toBe('false');
    expect(on("data.child('name').val().beginsWith('Ada') && data.child('name').val().endsWith('lace')")).toBe(true);
    expect(on("data.child('name').val().toLowerCase() == 'ada lovelace'")).toBe(true);
    expect(on("data.child('name').val().toUpperCase() == 'ADA LOVELACE'")).toBe(true);
    expect(on("'a-b-c'.replace('-', '_') == 'a_b_c'")).toBe(true);
    expect(on("'x'.replace('x', '$&$&') == '$&$&'")).toBe(true);
    expect(on("data.child('code').val().matches(/^[A-Z]{2}-\\d+$/)")).toBe(true);
    expect(on("data.child('code').val().matches(/^ab-/)")).toBe('false');
    expect(on("data.child('code').val().matches(/^ab-/i)")).toBe(true);
    expect(on("data.child('missing').val().contains('x')")).toMatch(/^error: cannot call contains\(\) on null/);
    expect(on("data.child('name').val().contains(data.child('missing').val())")).toMatch(/^error: contains\(\) needs a string argument, but got null/);
    expect(() => on("data.child('name').val().contains(data.child('name').val().length)")).toThrow(/argument of contains\(\) must be a string, not a number/);
  });

  it('implements the data snapshot methods', () => {
    const root = { user: { name: 'Ada', age: 36, admin: false, tags: { a: true } }, empty: null };
    const on = (expr: string) => evalRule(expr, { root, path: ['user'] });
    expect(on("data.child('name').val() == 'Ada' && data.child('age').isNumber()")).toBe(true);
    expect(on("data.child('name').isString() && data.child('admin').isBoolean() && !data.child('age').isString()")).toBe(true);
    expect(on("data.hasChild('name') && !data.hasChild('nope') && data.hasChild('tags/a')")).toBe(true);
    expect(on("data.hasChildren(['name', 'age']) && !data.hasChildren(['name', 'nope'])")).toBe(true);
    expect(on("data.hasChildren() && !data.child('name').hasChildren()")).toBe(true);
    expect(on("data.child('tags/a').val() == true && data.child('/tags//a/').exists()")).toBe(true);
    expect(on("data.child('name').parent().child('age').val() == 36")).toBe(true);
    expect(on("data.parent().parent().exists()")).toMatch(/^error: cannot call exists\(\) on null/);
    expect(on("data.parent().child('user/age').val() == 36")).toBe(true);
    expect(on('root.child(\'user\').child("age").val() == 36 && root.exists()')).toBe(true);
    expect(on("!data.child('nope').exists() && data.child('nope').val() == null")).toBe(true);
    expect(on('data.getPriority() == null')).toBe(true);
  });

  it('binds $ variables to the matched keys', () => {
    expect(evalRule("$uid == 'alice' && $uid + '!' == 'alice!'", { variables: { $uid: 'alice' } })).toBe(true);
  });

  it('gives `now` as the request time in milliseconds', () => {
    expect(evalRule('now == 1700000000000', { now: 1700000000000 })).toBe(true);
    expect(evalRule('newData.val() <= now', { now: 1000, newRoot: 999 })).toBe(true);
    expect(evalRule('newData.val() <= now', { now: 1000, newRoot: 1001 })).toBe('false');
  });

  it('distinguishes data (before), newData (after) and root (before, whole tree)', () => {
    const root = { a: { n: 1 }, b: 'old' };
    const newRoot = { a: { n: 2 }, b: 'new' };
    const at = { root, newRoot, path: ['a'] };
    expect(evalRule("data.child('n').val() == 1 && newData.child('n').val() == 2", at)).toBe(true);
    expect(evalRule("root.child('b').val() == 'old'", at)).toBe(true);
    expect(evalRule("newData.parent().child('b').val() == 'new'", at)).toBe(true);
    expect(evalRule("data.parent().child('b').val() == 'old'", at)).toBe(true);
  });

  it('compares whole values deeply when both sides are objects', () => {
    expect(evalRule('data.val() == newData.val()', { root: { a: { b: 1 } }, newRoot: { a: { b: 1 } } })).toBe(true);
    expect(evalRule('data.val() == newData.val()', { root: { a: { b: 1 } }, newRoot: { a: { b: 2 } } })).toBe('false');
  });

  it('exposes the query of a read: orderings as booleans, absent bounds and limits as null', () => {
    const read = (expr: string, query = {}) => evalRule(expr, { kind: 'read', query });
    expect(evalRule("query.orderByChild == 'owner' && query.equalTo == auth.uid", { kind: 'read', auth: user('u2'), query: { orderByChild: 'owner', equalTo: 'u1' } })).toBe('false');
    expect(evalRule("query.orderByChild == 'owner' && query.equalTo == auth.uid", { kind: 'read', auth: user('u1'), query: { orderByChild: 'owner', equalTo: 'u1' } })).toBe(true);
    expect(read('query.limitToFirst <= 50', { limitToFirst: 20 })).toBe(true);
    expect(read('query.limitToFirst <= 50', { limitToFirst: 80 })).toBe('false');
    expect(read('query.limitToFirst == null && query.limitToLast == null && query.startAt == null && query.endAt == null')).toBe(true);
    // A plain read is ordered by key on Firebase; a query names its own order.
    expect(read('query.orderByKey == true && query.orderByValue == false && query.orderByPriority == false && query.orderByChild == null')).toBe(true);
    expect(read('query.orderByKey == false && query.orderByChild == "a"', { orderByChild: 'a' })).toBe(true);
    expect(read('query.orderByKey && query.startAt == "k"', { orderByKey: true, startAt: 'k' })).toBe(true);
    expect(read('query.orderByValue && query.endAt == 10', { orderByValue: true, endAt: 10 })).toBe(true);
    expect(read('query.orderByPriority && query.limitToLast == 3', { orderByPriority: true, limitToLast: 3 })).toBe(true);
  });
});
