// What hosted Firebase does with a rule expression, and that localdb does the same. The verdicts come from
// Firebase's documentation (the rules language reference and its regular-expression page) and from
// expressions recorded against live Firebase (published by an open-source rules simulator); the
// expressions below are our own, written to exercise the same constructs, grouped by feature.
// Verdicts: 'refused' = Firebase will not deploy the rules (localdb stops at load); 'error' = deployed,
// but the rule fails while running (which denies); true/false = what the rule evaluates to.
import { compileRules } from './compile-rules.ts';
import { RulesSyntaxError } from './errors.ts';
import { evalRule, type EvalOptions } from '../test/rules-helpers.ts';
import type { JsonValue, RulesAuth } from './types.ts';

type Verdict = 'refused' | 'error' | boolean;
interface Case {
  rule: string;
  verdict: Verdict;
  /** Who asks, what is stored, which wildcards are bound, which query: only where the case needs it. */
  given?: Omit<EvalOptions, 'kind'>;
}

const carol: RulesAuth = { uid: 'carol', provider: 'password', token: { level: 3, nickname: 'cee', verified: true, tags: { red: true } } };
const signedOut = { auth: null };
const asCarol = { auth: carol };
const stored = (root: JsonValue) => ({ root });

const FEATURES: Record<string, Case[]> = {
  'a rule must be a boolean': [
    { rule: '2 > 1', verdict: true },
    { rule: 'false', verdict: false },
    { rule: '42', verdict: 'refused' },
    { rule: '"yes"', verdict: 'refused' },
    { rule: 'auth.token.verified', verdict: 'refused', given: asCarol },
    { rule: 'auth.token.verified == true', verdict: true, given: asCarol },
  ],
  'only expressions: no statements, assignments or unknown names': [
    { rule: 'let x = 1', verdict: 'refused' },
    { rule: 'data = null', verdict: 'refused' },
    { rule: 'true; false', verdict: 'refused' },
    { rule: 'weather == "sunny"', verdict: 'refused' },
    { rule: '(3 ** 2) == 9', verdict: 'refused' },
  ],
  'auth of a signed-out visitor: auth is null and its fields read as null': [
    { rule: 'auth == null', verdict: true, given: signedOut },
    { rule: "auth.uid !== 'x'", verdict: true, given: signedOut },
    { rule: "auth.uid === 'x'", verdict: false, given: signedOut },
    { rule: 'auth.token.anything.deeper == null', verdict: true, given: signedOut },
    { rule: '!(auth.uid == null)', verdict: false, given: signedOut },
    { rule: "auth.uid.beginsWith('c')", verdict: 'error', given: signedOut },
    { rule: 'auth.token.tags.length > 0', verdict: 'error', given: signedOut },
    { rule: "root.child('people/' + auth.uid).exists()", verdict: 'error', given: signedOut },
    { rule: "root.child(auth.uid).exists()", verdict: 'error', given: signedOut },
    { rule: 'root.hasChildren([auth.uid])', verdict: 'error', given: signedOut },
  ],
  'auth of a signed-in user': [
    { rule: "auth.uid == 'carol' && auth.provider == 'password'", verdict: true, given: asCarol },
    { rule: 'auth.token.level < 5', verdict: true, given: asCarol },
    { rule: "auth.token.tags['red'] == true && auth.token.tags.red == true", verdict: true, given: asCarol },
    { rule: 'auth.token.tags[$colour] == true', verdict: true, given: { ...asCarol, variables: { $colour: 'red' } } },
    { rule: "auth.token.nickname['contains']('ee')", verdict: true, given: asCarol },
    { rule: "auth.token.nickname['containz']('ee')", verdict: 'refused', given: asCarol },
    { rule: 'auth.token.nickname.shout() == true', verdict: 'refused', given: asCarol },
    { rule: "auth.token.nickname.contains(5)", verdict: 'refused', given: asCarol },
    { rule: "'cee5'.contains(auth.token.level)", verdict: 'error', given: asCarol },
  ],
  'wildcards': [
    { rule: "$room == 'lobby'", verdict: true, given: { variables: { $room: 'lobby' } } },
    { rule: "$room == 'hall'", verdict: false, given: { variables: { $room: 'lobby' } } },
    { rule: "$room == 'hall'", verdict: 'refused' },
  ],
  'ternary: a boolean condition and boolean branches': [
    { rule: "auth.token.level == 3 ? root.child('a').exists() : true", verdict: false, given: asCarol },
    { rule: "auth.token.level == 9 ? root.child('a').exists() : true", verdict: true, given: asCarol },
    { rule: "auth.uid == 'carol' ? 7 : true", verdict: 'refused', given: asCarol },
    { rule: "(auth.uid == 'carol' ? 7 : 8) > 1", verdict: 'refused', given: asCarol },
    { rule: 'auth.token.level ? true : false', verdict: 'refused', given: asCarol },
    { rule: 'auth.token.missing.length > 1 ? true : false', verdict: 'error', given: asCarol },
  ],
  'logical operators take booleans only': [
    { rule: 'auth.token.verified && true', verdict: 'refused', given: asCarol },
    { rule: '!auth.token.verified', verdict: 'refused', given: asCarol },
    { rule: '!(auth.token.missing.length > 1)', verdict: 'error', given: asCarol },
  ],
  'arithmetic: numbers only, + also joins strings, x/0 is NaN': [
    { rule: '(auth.token.level + 2) == 5', verdict: true, given: asCarol },
    { rule: '(10 - auth.token.level) == 7 && (auth.token.level * 2) == 6', verdict: true, given: asCarol },
    { rule: '(auth.token.level / 4) == 0.75 && (7 % auth.token.level) == 1', verdict: true, given: asCarol },
    { rule: "(auth.token.nickname + '!') == 'cee!' && ('>' + auth.token.nickname) == '>cee'", verdict: true, given: asCarol },
    { rule: "(auth.token.nickname + 2) == 'cee2'", verdict: true, given: asCarol },
    { rule: '(auth.token.nickname + 2) == 5', verdict: false, given: asCarol },
    { rule: '(auth.token.nickname * 2) == 4', verdict: 'error', given: asCarol },
    { rule: '(1 - auth.token.verified) == 0', verdict: 'error', given: asCarol },
    { rule: '(auth.token.verified + 1) == 2', verdict: 'error', given: asCarol },
    { rule: '(auth.token.missing % 2) == 0', verdict: 'error', given: asCarol },
    { rule: '-auth.token.nickname == -1', verdict: 'error', given: asCarol },
    { rule: '-auth.token.missing == -1', verdict: 'error', given: asCarol },
    { rule: "(5 / 0 + '') == 'NaN'", verdict: true },
    { rule: '(5 / 0) > 1', verdict: false },
    { rule: '(5 / 0) <= 1', verdict: false },
    { rule: '1 - null == 1', verdict: 'refused' },
  ],
  'equality: any two values, never coerced': [
    { rule: "auth.token.level == '3'", verdict: false, given: asCarol },
    { rule: "auth.token.level !== 'three'", verdict: true, given: asCarol },
    { rule: "'x' == auth.token.missing", verdict: false, given: asCarol },
    { rule: "auth.token.missing != 'x'", verdict: true, given: asCarol },
    { rule: 'root == null', verdict: 'refused' },
  ],
  'comparison: two numbers or two strings': [
    { rule: '3 >= auth.token.level && 0 < auth.token.level', verdict: true, given: asCarol },
    { rule: "auth.token.level > 'a'", verdict: 'error', given: asCarol },
    { rule: "'a' <= auth.token.missing", verdict: 'error', given: asCarol },
    { rule: 'root.val() < false', verdict: 'refused' },
    { rule: "1 < 'a'", verdict: 'refused' },
  ],
  'data snapshots': [
    { rule: 'root.isString()', verdict: false },
    { rule: 'root.hasChildren()', verdict: false },
    { rule: "root.hasChildren(['x', 'y'])", verdict: false },
    { rule: "root.hasChildren(['x', 1])", verdict: 'refused' },
    { rule: "root.hasChildren('x', 'y')", verdict: 'refused' },
    { rule: "root.hasChildren('x')", verdict: 'refused' },
    { rule: 'root.hasChildren([])', verdict: 'refused' },
    { rule: "root.child('a') == null", verdict: 'refused' },
    { rule: 'root.parent().exists()', verdict: 'error' },
    { rule: "root['exists']() == false", verdict: true },
    { rule: "root['exist' + 's']() == false", verdict: 'refused' },
    { rule: "root[$name]() == false", verdict: 'refused', given: { variables: { $name: 'exists' } } },
    { rule: "root['vanish']() == false", verdict: 'refused' },
    { rule: "root['exists'] == false", verdict: 'refused' },
    { rule: "root.child('list').child(auth.token.missing).exists()", verdict: 'error', given: asCarol },
    { rule: "root.child('list').hasChild(auth.token.missing)", verdict: 'error', given: asCarol },
    { rule: "root.child('blocked/' + auth.uid).val() != true", verdict: true, given: { auth: { uid: 'x@y.org', token: {} } } },
    { rule: "root.hasChild('blocked/x@y.org') == false", verdict: true },
  ],
  'val() gives a primitive: strings have methods and length, nothing else has fields': [
    { rule: "root.val() == 'hello'", verdict: true, given: stored('hello') },
    { rule: "root.val().contains('ell') && root.val().length == 5", verdict: true, given: stored('hello') },
    { rule: "root.child('note').val().length < 10", verdict: true, given: stored({ note: 'hi' }) },
    { rule: 'root.val().colour == null', verdict: 'refused' },
    { rule: "root.val()['colour'] == null", verdict: 'refused' },
    { rule: "root.child('s').val().matches('^a')", verdict: 'refused' },
  ],
  'query in a .read rule: its documented fields only': [
    { rule: 'query.orderByKey == true && query.orderByChild == null', verdict: true },
    { rule: "query.orderByChild == 'owner' && query.orderByKey == false", verdict: true, given: { query: { orderByChild: 'owner' } } },
    { rule: 'query.orderByValue == true && query.equalTo == 4', verdict: true, given: { query: { orderByValue: true, equalTo: 4 } } },
    { rule: 'query.startAt == null && query.endAt == null && query.limitToFirst == null', verdict: true },
    { rule: "query.limitToFirst <= 20 && query.startAt == 'm'", verdict: true, given: { query: { orderByKey: true, startAt: 'm', limitToFirst: 20 } } },
    { rule: 'query.size == 1', verdict: 'refused' },
  ],
  'regular expressions: the documented subset': [
    { rule: "root.val().matches(/ell/)", verdict: true, given: stored('hello') },
    { rule: "root.val().matches(/ELL/i)", verdict: true, given: stored('hello') },
    { rule: "root.val().matches(/ell/gi)", verdict: 'refused', given: stored('hello') },
    { rule: "root.val().matches(/^he/) && root.val().matches(/^hello$/)", verdict: true, given: stored('hello') },
    { rule: "root.val().matches(/(^he|xx)/)", verdict: 'refused', given: stored('hello') },
    { rule: "root.val().matches(/(lo$)/)", verdict: 'refused', given: stored('hello') },
    { rule: "root.val().matches(/^(hello|)$/)", verdict: 'refused', given: stored('hello') },
    { rule: "root.val().matches(/^(|hello)$/)", verdict: 'refused', given: stored('hello') },
    { rule: "root.val().matches(/\\[x]/)", verdict: true, given: stored('a[x]') },
    { rule: "root.val().matches(/^a*$/) && ''.matches(/^a*$/) && !'b'.matches(/^a*$/)", verdict: true, given: stored('aaa') },
    { rule: "root.val().matches(/^a+$/) && !''.matches(/^a+$/)", verdict: true, given: stored('aa') },
    { rule: "''.matches(/^a?$/) && 'a'.matches(/^a?$/) && !'aa'.matches(/^a?$/)", verdict: true },
    { rule: "'Firebase'.matches(/......../) && 'abab'.matches(/^(ab)*$/)", verdict: true },
    { rule: "'ac'.matches(/a|bc/) && 'bc'.matches(/a|bc/) && !'xy'.matches(/a|bc/)", verdict: true },
    { rule: "'C'.matches(/[ABCDEF]/) && !'g'.matches(/[ABCDEF]/) && '09AF'.matches(/^[0-9A-F]+$/) && 'x'.matches(/[^0-9]/)", verdict: true },
    { rule: "'a1 '.matches(/^\\w\\d\\s$/) && '-+x'.matches(/^\\W\\D\\S$/)", verdict: true },
    { rule: "'a.b'.matches(/^a\\.b$/) && !'axb'.matches(/^a\\.b$/) && 'a/b'.matches(/^a\\/b$/) && 'a\\\\b'.matches(/^a\\\\b$/)", verdict: true },
    { rule: "'x@y.io'.matches(/^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,4}$/i)", verdict: true },
    { rule: "'2026-11-26'.matches(/^(19|20)[0-9][0-9][-\\/. ](0[1-9]|1[012])[-\\/. ](0[1-9]|[12][0-9]|3[01])$/)", verdict: true },
    { rule: "'aaa'.matches(/^a{3}$/) && 'aaaa'.matches(/^a{2,}$/) && !'a'.matches(/^a{2,3}$/)", verdict: true },
    { rule: "'x'.matches(/(?=x)/)", verdict: 'refused' },
    { rule: "'x'.matches(/(?:x)/)", verdict: 'refused' },
    { rule: "'xx'.matches(/(x)\\1/)", verdict: 'refused' },
    { rule: "'x y'.matches(/\\bx/)", verdict: 'refused' },
    { rule: "'xx'.matches(/x+?/)", verdict: 'refused' },
    { rule: "'x'.matches(/\\u0078/)", verdict: 'refused' },
    { rule: "'t'.matches(/\\t/)", verdict: 'refused' },
    { rule: "'x'.matches(/+x/)", verdict: 'refused' },
    { rule: "'a$b'.matches(/a$b/)", verdict: 'refused' },
    { rule: "'ab'.matches(/^a|b$/)", verdict: 'refused' },
    { rule: "'x'.matches(/[]/)", verdict: 'refused' },
    { rule: "'x'.matches(/[z-a]/)", verdict: 'refused' },
    { rule: "'x'.matches(/a{/)", verdict: 'refused' },
  ],
};

function verdictOf(rule: string, given: Case['given']): Verdict | string {
  let result: true | string;
  try {
    result = evalRule(rule, { kind: 'read', ...given });
  } catch (error) {
    if (error instanceof Error && error.name === 'ExpressionError') return 'refused';
    throw error;
  }
  if (result === true) return true;
  if (result === 'false') return false;
  return result.startsWith('error:') ? 'error' : result;
}

describe('the rules language as hosted Firebase has it', () => {
  for (const [feature, cases] of Object.entries(FEATURES)) {
    describe(feature, () => {
      it.each(cases.map((c) => [c.rule, c.verdict, c] as const))('%s → %s', (_rule, verdict, c) => {
        expect(verdictOf(c.rule, c.given)).toBe(verdict);
      });
    });
  }
});

describe('a rules file with a construct Firebase refuses', () => {
  it('stops at load with file:line:column and a sentence saying what is wrong', () => {
    const source = '{\n  "rules": {\n    "a": {\n      ".validate": "newData.val().matches(/^x\\\\ty$/)"\n    }\n  }\n}\n';
    try {
      compileRules(source, 'rules.json');
      expect.unreachable('the rules compiled');
    } catch (error) {
      expect(error).toBeInstanceOf(RulesSyntaxError);
      expect((error as RulesSyntaxError).message).toMatch(/^rules\.json:4:\d+: in \.validate: bad regular expression: \\t is not in Firebase's regex language/);
    }
  });

  it('accepts a real tab character inside a pattern, which matches a tab', () => {
    const rule = (value: string) => evalRule('newData.val().matches(/^a\tb$/)', { newRoot: value });
    expect(rule('a\tb')).toBe(true);
    expect(rule('atb')).toBe('false');
  });
});
