import { allowAllRules, compileRules, RulesSyntaxError } from './index.ts';
import { memoryData } from '../test/rules-helpers.ts';

function syntaxErrorOf(source: string): RulesSyntaxError {
  try {
    compileRules(source, 'my.rules.json');
  } catch (error) {
    if (error instanceof RulesSyntaxError) return error;
    throw error;
  }
  throw new Error('expected the rules to be rejected');
}

/** Line and column (1-based) of the first occurrence of `needle` in `source`. */
function positionOf(source: string, needle: string, from = 0): { line: number; column: number } {
  const offset = source.indexOf(needle, from);
  if (offset < 0) throw new Error(`${needle} not in source`);
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

describe('rules file loading', () => {
  it('accepts line and block comments, .indexOn, and boolean rules', () => {
    const source = `// top comment
{
  /* block
     comment */
  "rules": {
    ".read": true, // trailing comment
    "items": { ".indexOn": ["owner", "date"], ".write": "auth != null" },
    "logs": { ".indexOn": "time", ".write": false }
  }
}`;
    const rules = compileRules(source);
    const data = memoryData(null);
    expect(rules.canRead(['anything'], null, data, 0).allowed).toBe(true);
    expect(rules.canWrite([{ path: ['items', 'a'] }], { uid: 'u', token: {} }, data, data, 0).allowed).toBe(true);
    expect(rules.canWrite([{ path: ['logs', 'a'] }], { uid: 'u', token: {} }, data, data, 0).allowed).toBe(false);
  });

  it('names the file, line and column in the message', () => {
    const source = '{\n  "rules": {\n    ".read": "auth.uid = \'x\'"\n  }\n}';
    const error = syntaxErrorOf(source);
    expect(error.fileName).toBe('my.rules.json');
    expect({ line: error.line, column: error.column }).toEqual(positionOf(source, "= 'x'"));
    expect(error.message).toBe(`my.rules.json:3:${error.column}: in .read: '=' is assignment, which rules do not allow; compare with '=='`);
  });

  it('maps expression positions through JSON escapes in the rule string', () => {
    const source = '{"rules": {".write": "\\"a\\" == \\u0027b\\u0027 &&"}}';
    const error = syntaxErrorOf(source);
    expect(error.detail).toContain('ends too early');
    expect({ line: error.line, column: error.column }).toEqual(positionOf(source, '"}}'));
    const unknown = String.raw`{"rules": {".write": "\"\\\\\" == foo"}}`;
    expect(syntaxErrorOf(unknown).detail).toContain("unknown variable 'foo'");
    expect(syntaxErrorOf(unknown).column).toBe(unknown.indexOf('foo') + 1);
  });

  it.each([
    ['a trailing comma in an object', '{\n  "rules": {\n    ".read": true,\n  }\n}', 4, 3, 'trailing commas are not allowed'],
    ['a trailing comma in an array', '{"rules": {".indexOn": ["a",]}}', 1, 29, 'trailing commas are not allowed'],
    ['text after the document', '{"rules": {}}\n}', 2, 1, 'after the end of the JSON document'],
    ['an unterminated block comment', '{"rules": {}} /* oops', 1, 15, 'unterminated /* comment'],
    ['a missing colon', '{"rules" {}}', 1, 10, "expected ':'"],
    ['single-quoted JSON', "{'rules': {}}", 1, 2, 'expected a double-quoted key'],
    ['a line break inside a rule', '{"rules": {".read": "auth != null &&\n auth.uid == \'x\'"}}', 1, 37, 'line break inside a string'],
    ['a duplicate key', '{"rules": {".read": true, ".read": false}}', 1, 27, 'duplicate key ".read"'],
    ['an empty file', '  \n  ', 2, 3, 'the rules file is empty'],
  ])('rejects %s at the right place', (_name, source, line, column, message) => {
    const error = syntaxErrorOf(source);
    expect(error.detail).toContain(message);
    expect({ line: error.line, column: error.column }).toEqual({ line, column });
  });

  it.each([
    ['no "rules" key', '{"rulez": {}}', 'unexpected top-level key "rulez"'],
    ['an unknown rule', '{"rules": {"a": {".wirte": true}}}', 'unknown rule ".wirte" at /a'],
    ['a non-object child', '{"rules": {"a": true}}', 'the rules for /a must be an object'],
    ['a numeric rule', '{"rules": {".read": 1}}', '.read must be a string expression or true/false'],
    ['a bad .indexOn', '{"rules": {".indexOn": [1]}}', '.indexOn must be a string or a list of strings'],
    ['two wildcards at one level', '{"rules": {"$a": {}, "$b": {}}}', 'already has the wildcard "$a"'],
    ['a wildcard name reused below', '{"rules": {"$id": {"$id": {}}}}', 'the wildcard "$id" is already used above'],
    ['a bad child key', '{"rules": {"a.b": {}}}', 'bad child key "a.b"'],
    ['an unknown variable', '{"rules": {".read": "foo == 1"}}', "unknown variable 'foo'"],
    ['a wildcard not in scope', '{"rules": {"a": {".read": "$uid == \'x\'"}, "$uid": {}}}', "unknown variable '$uid'"],
    ['newData in a read rule', '{"rules": {".read": "newData.exists()"}}', 'newData is only available in .write and .validate rules'],
    ['query in a write rule', '{"rules": {".write": "query.limitToFirst < 10"}}', 'query is only available in .read rules'],
    ['an unknown method', '{"rules": {".write": "newData.exist()"}}', "unknown method 'exist()' on a data snapshot"],
    ['a method with too many arguments', '{"rules": {".write": "data.child(\'a\', \'b\').exists()"}}', 'child() takes 1 argument, got 2'],
    ['a property on a snapshot', '{"rules": {".write": "data.exists"}}', "a data snapshot has no property 'exists'; call exists()"],
    ['a snapshot compared directly', '{"rules": {".write": "data == null"}}', 'cannot compare a data snapshot; compare its val()'],
    ['a non-boolean rule', '{"rules": {".write": "auth.uid + \'x\'"}}', 'must be a boolean expression, but this one is a string'],
    ['a regex outside matches()', '{"rules": {".write": "/abc/ == 1"}}', 'only allowed as the argument of matches()'],
    ['matches() on a non-literal', '{"rules": {".write": "newData.val().matches(\'abc\')"}}', 'matches() takes a regular expression literal'],
    ['a literal type mismatch', '{"rules": {".write": "1 < \'a\'"}}', "compares a number with a string"],
    ['! on a number', '{"rules": {".write": "!1"}}', "the operand of '!' must be a boolean, not a number"],
  ])('rejects %s with a clear message', (_name, source, message) => {
    const error = syntaxErrorOf(source);
    expect(error.detail).toContain(message);
    expect(error.line).toBe(1);
    expect(error.column).toBeGreaterThan(1);
  });

  it('accepts the wildcard in scope at its own level and below', () => {
    const rules = compileRules('{"rules": {"users": {"$uid": {".read": "$uid == auth.uid", "posts": {"$post": {".read": "$post.beginsWith($uid)"}}}}}}');
    const data = memoryData(null);
    expect(rules.canRead(['users', 'bob', 'posts', 'bob-1'], { uid: 'x', token: {} }, data, 0).allowed).toBe(true);
    expect(rules.canRead(['users', 'bob', 'posts', 'al-1'], { uid: 'x', token: {} }, data, 0).allowed).toBe(false);
  });
});

describe('allowAllRules', () => {
  it('allows every read and write, saying why', () => {
    const rules = allowAllRules();
    const data = memoryData({ a: 1 });
    expect(rules.canRead(['a'], null, data, 0)).toEqual({ allowed: true, reason: 'allow-all rules (no rules file loaded)' });
    expect(rules.canWrite([{ path: ['a'] }, { path: [] }], null, data, memoryData(null), 0).allowed).toBe(true);
  });
});

describe('an empty rules object', () => {
  it('denies everything, as Firebase does when no rule grants', () => {
    const rules = compileRules('{"rules": {}}');
    const data = memoryData({ a: 1 });
    expect(rules.canRead([], null, data, 0).allowed).toBe(false);
    expect(rules.canWrite([{ path: ['a'] }], { uid: 'u', token: {} }, data, data, 0).allowed).toBe(false);
  });
});
