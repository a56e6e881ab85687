import { ExpressionError } from './expression-error.ts';

// Firebase's regular expressions are a documented subset (docs/reference/security/database/regex):
// literal characters, `.`, groups, `|`, `[…]` sets and ranges, `* + ?` and `{n}`/`{n,}`/`{n,m}`,
// the classes \s \w \d \S \W \D, `\` before any other character for that character, `^` only as the
// pattern's first character and `$` only as its last, and only the `i` flag. This reads a pattern in
// that language and writes the equivalent JavaScript pattern; anything outside it is refused here,
// at load, because Firebase refuses it at deploy. Where Firebase does not say (see localdb/README.md)
// the stricter reading is taken.

const CLASS_ESCAPES = new Set(['s', 'w', 'd', 'S', 'W', 'D']);
// Characters that must be escaped to stand for themselves in a JavaScript pattern (outside a set, then inside).
const JS_SPECIAL = new Set([...'\\^$.|?*+()[]{}/']);
const JS_SET_SPECIAL = new Set([...'\\]^-[']);

/** Translates a Firebase rules pattern to a JavaScript RegExp; `offset` places errors in the rule text. */
export function compileFirebaseRegex(body: string, flags: string, offset: number): RegExp {
  const source = new PatternReader(body, offset).readPattern();
  return new RegExp(source, flags);
}

class PatternReader {
  private pos = 0;
  private readonly body: string;
  private readonly offset: number;

  constructor(body: string, offset: number) {
    this.body = body;
    this.offset = offset;
  }

  readPattern(): string {
    const startAnchor = this.body.startsWith('^');
    if (startAnchor) this.pos = 1;
    const { source, branches } = this.readAlternatives(0);
    let endAnchor = false;
    if (this.peek() === '$') {
      endAnchor = true;
      this.pos++;
    }
    if (this.pos < this.body.length) this.fail(`unexpected '${this.peek()}'`);
    if (branches > 1 && (startAnchor || endAnchor)) {
      this.fail("an anchor with '|' at the top level is ambiguous in Firebase's regex language; group the alternatives: /^(a|b)$/", 0);
    }
    return `${startAnchor ? '^' : ''}${source}${endAnchor ? '$' : ''}`;
  }

  /** Alternatives up to a `)` (depth > 0) or the end (or a final `$` at depth 0). */
  private readAlternatives(depth: number): { source: string; branches: number } {
    const branches: string[] = [];
    for (;;) {
      const branchStart = this.pos;
      const branch = this.readSequence(depth);
      // At the end inside a group, the group's reader names the missing ')'.
      if (branch === '' && depth > 0 && this.peek() === undefined) return { source: '', branches: branches.length };
      if (branch === '') this.fail("an empty alternative ('|' with nothing on one side, or '()') is refused by Firebase", branchStart);
      branches.push(branch);
      if (this.peek() !== '|') return { source: branches.join('|'), branches: branches.length };
      this.pos++;
    }
  }

  private readSequence(depth: number): string {
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined || ch === '|') return out;
      if (ch === ')') {
        if (depth === 0) this.fail("unmatched ')'; write \\) for a literal parenthesis");
        return out;
      }
      if (ch === '$' && depth === 0 && this.pos === this.body.length - 1) return out;
      out += this.readAtom(depth) + this.readQuantifier();
    }
  }

  private readAtom(depth: number): string {
    const start = this.pos;
    const ch = this.body[this.pos++];
    switch (ch) {
      case '(':
        return this.readGroup(depth, start);
      case '[':
        return this.readSet(start);
      case '.':
        return '.';
      case '\\':
        return this.readEscape(false);
      case '^':
      case '$':
        return this.fail(`'${ch}' is an anchor only as the pattern's ${ch === '^' ? 'first' : 'last'} character (not inside a group); write \\${ch} to match the character`, start);
      case '*':
      case '+':
      case '?':
        return this.fail(`'${ch}' has nothing before it to repeat; write \\${ch} to match the character`, start);
      case '{':
        return this.fail("'{' must follow something to repeat, as in a{2}; write \\{ to match the character", start);
      default:
        return literal(ch, JS_SPECIAL);
    }
  }

  private readGroup(depth: number, start: number): string {
    if (this.peek() === '?') this.fail("'(?' groups (lookahead, lookbehind, named or non-capturing groups) are not in Firebase's regex language", start);
    const { source } = this.readAlternatives(depth + 1);
    if (this.peek() !== ')') this.fail("unclosed group: expected ')'", start);
    this.pos++;
    return `(?:${source})`;
  }

  private readSet(start: number): string {
    let out = '[';
    if (this.peek() === '^') {
      out += '^';
      this.pos++;
    }
    let items = 0;
    for (;;) {
      const ch = this.peek();
      if (ch === undefined) this.fail("unclosed character set: expected ']'", start);
      if (ch === ']') break;
      out += this.readSetItem();
      items++;
    }
    if (items === 0) this.fail('an empty character set [] or [^] matches nothing useful and is refused', start);
    this.pos++;
    return out + ']';
  }

  private readSetItem(): string {
    const itemStart = this.pos;
    const first = this.readSetChar();
    if (this.peek() !== '-' || this.body[this.pos + 1] === ']' || this.body[this.pos + 1] === undefined) return first.source;
    this.pos++;
    const last = this.readSetChar();
    if (first.char === undefined || last.char === undefined) this.fail('a range cannot start or end with a class like \\d', itemStart);
    if (first.char > last.char) this.fail(`the range ${first.char}-${last.char} runs backwards`, itemStart);
    return `${first.source}-${last.source}`;
  }

  /** One set member: `char` is the character it stands for, or undefined for a class such as \d. */
  private readSetChar(): { source: string; char?: string } {
    const ch = this.body[this.pos++];
    if (ch !== '\\') return { source: literal(ch, JS_SET_SPECIAL), char: ch };
    const source = this.readEscape(true);
    const escaped = this.body[this.pos - 1];
    return CLASS_ESCAPES.has(escaped) ? { source } : { source, char: escaped };
  }

  /** After a backslash: one of the six classes, or any other non-alphanumeric character taken literally. */
  private readEscape(inSet: boolean): string {
    const start = this.pos - 1;
    const ch = this.body[this.pos++];
    if (ch === undefined) return this.fail("a pattern cannot end with '\\'; write \\\\ to match a backslash", start);
    if (CLASS_ESCAPES.has(ch)) return `\\${ch}`;
    if (/[A-Za-z0-9]/.test(ch)) {
      return this.fail(
        `\\${ch} is not in Firebase's regex language: only \\s \\w \\d \\S \\W \\D are classes, and Firebase reads \\${ch} as the plain character '${ch}' ` +
          `(not a tab, word boundary, back-reference or code point as in JavaScript); write the character itself`,
        start,
      );
    }
    return literal(ch, inSet ? JS_SET_SPECIAL : JS_SPECIAL);
  }

  private readQuantifier(): string {
    const quantifier = this.readOneQuantifier();
    if (quantifier === '') return '';
    const next = this.peek();
    if (next === '?' || next === '*' || next === '+' || (next === '{' && /^\{\d/.test(this.body.slice(this.pos)))) {
      this.fail(`'${next}' after a repetition: lazy or repeated quantifiers (like +? or a{2}{3}) are not in Firebase's regex language`);
    }
    return quantifier;
  }

  private readOneQuantifier(): string {
    const ch = this.peek();
    if (ch === '*' || ch === '+' || ch === '?') {
      this.pos++;
      return ch;
    }
    if (ch !== '{') return '';
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.body.slice(this.pos));
    if (!match) this.fail("'{' must start a repetition like {2}, {2,} or {2,5}; write \\{ to match the character");
    const min = Number(match[1]);
    const max = match[3] === undefined || match[3] === '' ? undefined : Number(match[3]);
    if (max !== undefined && max < min) this.fail(`the repetition ${match[0]} has its maximum below its minimum`);
    this.pos += match[0].length;
    return match[0];
  }

  private peek(): string | undefined {
    return this.body[this.pos];
  }

  private fail(message: string, at: number = this.pos): never {
    throw new ExpressionError(`bad regular expression: ${message}`, this.offset + at);
  }
}

function literal(ch: string, special: ReadonlySet<string>): string {
  return special.has(ch) ? `\\${ch}` : ch;
}
