import type { SourceText } from './source-text.ts';

// A JSON tree that remembers where each value sits in the rules file, so that later checks
// (unknown rule keys, expression syntax) can point at a line and column.

export interface JsonEntry {
  key: string;
  keyOffset: number;
  value: JsonNode;
}

export type JsonNode =
  | { kind: 'object'; offset: number; entries: JsonEntry[] }
  | { kind: 'array'; offset: number; items: JsonNode[] }
  /** `charOffsets[i]` is the file offset of decoded character i (escapes make them differ). */
  | { kind: 'string'; offset: number; value: string; charOffsets: number[] }
  | { kind: 'number'; offset: number; value: number }
  | { kind: 'boolean'; offset: number; value: boolean }
  | { kind: 'null'; offset: number };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SIMPLE_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Parses JSON that may contain `//` and `/* *\/` comments, as Firebase accepts in rules files. */
export function parseJsonWithComments(source: SourceText): JsonNode {
  const parser = new JsonParser(source);
  return parser.parseDocument();
}

class JsonParser {
  private readonly text: string;
  private pos = 0;
  private readonly source: SourceText;

  constructor(source: SourceText) {
    this.source = source;
    this.text = source.text;
  }

  parseDocument(): JsonNode {
    this.skipSpace();
    if (this.pos >= this.text.length) throw this.source.error(this.pos, 'the rules file is empty; expected {"rules": {...}}');
    const value = this.parseValue();
    this.skipSpace();
    if (this.pos < this.text.length) {
      throw this.source.error(this.pos, `unexpected ${this.describeHere()} after the end of the JSON document`);
    }
    return value;
  }

  private parseValue(): JsonNode {
    const ch = this.text[this.pos];
    if (ch === '{') return this.parseObject();
    if (ch === '[') return this.parseArray();
    if (ch === '"') return this.parseString();
    if (ch === '-' || (ch >= '0' && ch <= '9')) return this.parseNumber();
    for (const [word, node] of LITERAL_WORDS) {
      if (this.text.startsWith(word, this.pos)) {
        const offset = this.pos;
        this.pos += word.length;
        return { ...node, offset };
      }
    }
    if (ch === "'") throw this.source.error(this.pos, 'strings must use double quotes (") in JSON');
    throw this.source.error(this.pos, `expected a JSON value but found ${this.describeHere()}`);
  }

  private parseObject(): JsonNode {
    const offset = this.pos++;
    const entries: JsonEntry[] = [];
    const seen = new Set<string>();
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { kind: 'object', offset, entries };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') {
        const hint = this.text[this.pos] === '}' ? ' (trailing commas are not allowed)' : '';
        throw this.source.error(this.pos, `expected a double-quoted key but found ${this.describeHere()}${hint}`);
      }
      const keyNode = this.parseString();
      if (keyNode.kind !== 'string') throw this.source.error(keyNode.offset, 'expected a key');
      if (seen.has(keyNode.value)) throw this.source.error(keyNode.offset, `duplicate key "${keyNode.value}"`);
      seen.add(keyNode.value);
      this.skipSpace();
      this.expect(':', `expected ':' after key "${keyNode.value}"`);
      this.skipSpace();
      entries.push({ key: keyNode.value, keyOffset: keyNode.offset, value: this.parseValue() });
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect('}', `expected ',' or '}' in object but found ${this.describeHere()}`);
      return { kind: 'object', offset, entries };
    }
  }

  private parseArray(): JsonNode {
    const offset = this.pos++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return { kind: 'array', offset, items };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === ']') throw this.source.error(this.pos, 'trailing commas are not allowed in arrays');
      items.push(this.parseValue());
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect(']', `expected ',' or ']' in array but found ${this.describeHere()}`);
      return { kind: 'array', offset, items };
    }
  }

  private parseString(): JsonNode {
    const offset = this.pos++;
    let value = '';
    const charOffsets: number[] = [];
    for (;;) {
      if (this.pos >= this.text.length) throw this.source.error(offset, 'unterminated string');
      const ch = this.text[this.pos];
      if (ch === '"') {
        charOffsets.push(this.pos);
        this.pos++;
        return { kind: 'string', offset, value, charOffsets };
      }
      if (ch === '\n' || ch === '\r') {
        throw this.source.error(this.pos, 'line break inside a string; a rule expression must stay on one line (join the lines, or use \\n)');
      }
      if (ch < ' ') throw this.source.error(this.pos, 'control character inside a string');
      charOffsets.push(this.pos);
      if (ch !== '\\') {
        value += ch;
        this.pos++;
        continue;
      }
      value += this.parseEscape();
    }
  }

  private parseEscape(): string {
    const escapeOffset = this.pos;
    const kind = this.text[this.pos + 1];
    if (kind === 'u') {
      const hex = this.text.slice(this.pos + 2, this.pos + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.source.error(escapeOffset, 'bad \\u escape: expected four hex digits');
      this.pos += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    const simple = kind === undefined ? undefined : SIMPLE_ESCAPES[kind];
    if (simple === undefined) throw this.source.error(escapeOffset, `bad escape \\${kind ?? ''} in string`);
    this.pos += 2;
    return simple;
  }

  private parseNumber(): JsonNode {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (!match) throw this.source.error(this.pos, `bad number: ${this.describeHere()}`);
    const offset = this.pos;
    this.pos += match[0].length;
    return { kind: 'number', offset, value: Number(match[0]) };
  }

  private skipSpace(): void {
    const text = this.text;
    while (this.pos < text.length) {
      const ch = text[this.pos];
      if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t' || ch === '\uFEFF') {
        this.pos++;
      } else if (ch === '/' && text[this.pos + 1] === '/') {
        const end = text.indexOf('\n', this.pos);
        this.pos = end < 0 ? text.length : end + 1;
      } else if (ch === '/' && text[this.pos + 1] === '*') {
        const end = text.indexOf('*/', this.pos + 2);
        if (end < 0) throw this.source.error(this.pos, 'unterminated /* comment');
        this.pos = end + 2;
      } else {
        return;
      }
    }
  }

  private expect(ch: string, message: string): void {
    if (this.text[this.pos] !== ch) throw this.source.error(this.pos, message);
    this.pos++;
  }

  private describeHere(): string {
    if (this.pos >= this.text.length) return 'the end of the file';
    const word = /^[^\s,:{}[\]"]{1,20}/.exec(this.text.slice(this.pos, this.pos + 20));
    return `'${word ? word[0] : this.text[this.pos]}'`;
  }
}

const LITERAL_WORDS: readonly (readonly [string, JsonNode])[] = [
  ['true', { kind: 'boolean', offset: 0, value: true }],
  ['false', { kind: 'boolean', offset: 0, value: false }],
  ['null', { kind: 'null', offset: 0 }],
];
