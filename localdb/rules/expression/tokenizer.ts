import { ExpressionError } from './expression-error.ts';
import { compileFirebaseRegex } from './firebase-regex.ts';

export type Token =
  | { kind: 'number'; value: number; start: number }
  | { kind: 'string'; value: string; start: number }
  | { kind: 'identifier'; value: string; start: number }
  | { kind: 'regex'; value: RegExp; start: number }
  | { kind: 'operator'; value: string; start: number }
  | { kind: 'end'; value: ''; start: number };

// Longest first, so that `===` wins over `==` and `<=` over `<`.
const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '(', ')', '[', ']', '.', ','];
const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const STRING_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };
// Firebase documents only the `i` flag for rule regular expressions.
const REGEX_FLAGS = /^i?$/;

/** Splits a rule expression into tokens. Regex literals are recognised where an operand may start. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < text.length) {
    const ch = text[pos];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      pos++;
      continue;
    }
    const token = readToken(text, pos, tokens.length > 0 ? tokens[tokens.length - 1] : undefined);
    tokens.push(token.token);
    pos = token.end;
  }
  tokens.push({ kind: 'end', value: '', start: text.length });
  return tokens;
}

function readToken(text: string, pos: number, previous: Token | undefined): { token: Token; end: number } {
  const ch = text[pos];
  if (ch === '"' || ch === "'") return readString(text, pos);
  if (isDigit(ch) || (ch === '.' && isDigit(text[pos + 1]))) return readNumber(text, pos);
  IDENTIFIER.lastIndex = pos;
  const identifier = IDENTIFIER.exec(text);
  if (identifier) return { token: { kind: 'identifier', value: identifier[0], start: pos }, end: pos + identifier[0].length };
  if (ch === '/' && !endsOperand(previous)) return readRegex(text, pos);
  for (const op of OPERATORS) {
    if (text.startsWith(op, pos)) return { token: { kind: 'operator', value: op, start: pos }, end: pos + op.length };
  }
  if (ch === '=') throw new ExpressionError("'=' is assignment, which rules do not allow; compare with '=='", pos);
  if (ch === '&' || ch === '|') throw new ExpressionError(`'${ch}' is not an operator in rules; use '${ch}${ch}'`, pos);
  throw new ExpressionError(`unexpected character '${ch}'`, pos);
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/** After an operand, `/` divides; anywhere else it opens a regular expression literal. */
function endsOperand(previous: Token | undefined): boolean {
  if (!previous) return false;
  if (previous.kind === 'operator') return previous.value === ')' || previous.value === ']';
  return previous.kind !== 'end';
}

function readNumber(text: string, pos: number): { token: Token; end: number } {
  NUMBER.lastIndex = pos;
  const match = NUMBER.exec(text);
  if (!match) throw new ExpressionError('bad number', pos);
  const end = pos + match[0].length;
  if (/[A-Za-z_$]/.test(text[end] ?? '')) throw new ExpressionError(`bad number '${text.slice(pos, end + 1)}'`, pos);
  return { token: { kind: 'number', value: Number(match[0]), start: pos }, end };
}

function readString(text: string, start: number): { token: Token; end: number } {
  const quote = text[start];
  let value = '';
  let pos = start + 1;
  while (pos < text.length) {
    const ch = text[pos];
    if (ch === quote) return { token: { kind: 'string', value, start }, end: pos + 1 };
    if (ch !== '\\') {
      value += ch;
      pos++;
      continue;
    }
    const escaped = text[pos + 1];
    if (escaped === undefined) break;
    if (escaped === 'u') {
      const hex = text.slice(pos + 2, pos + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new ExpressionError('bad \\u escape: expected four hex digits', pos);
      value += String.fromCharCode(parseInt(hex, 16));
      pos += 6;
      continue;
    }
    value += STRING_ESCAPES[escaped] ?? escaped;
    pos += 2;
  }
  throw new ExpressionError(`unterminated string (missing closing ${quote})`, start);
}

function readRegex(text: string, start: number): { token: Token; end: number } {
  let pos = start + 1;
  let inClass = false;
  while (pos < text.length) {
    const ch = text[pos];
    if (ch === '\\') {
      pos += 2;
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) break;
    pos++;
  }
  if (pos >= text.length) throw new ExpressionError('unterminated regular expression (missing closing /)', start);
  const body = text.slice(start + 1, pos);
  if (body === '') throw new ExpressionError('empty regular expression', start);
  const flagsMatch = /[A-Za-z]*/y;
  flagsMatch.lastIndex = pos + 1;
  const flags = flagsMatch.exec(text)?.[0] ?? '';
  if (!REGEX_FLAGS.test(flags)) throw new ExpressionError(`unsupported regular expression flags '${flags}' (only 'i' is allowed)`, pos + 1);
  const value = compileFirebaseRegex(body, flags, start + 1);
  return { token: { kind: 'regex', value, start }, end: pos + 1 + flags.length };
}
