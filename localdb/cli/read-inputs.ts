import fs from 'node:fs';
import type { JsonValue } from '../protocol/json.ts';

export class InputFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputFileError';
  }
}

export function readTextFile(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new InputFileError(`cannot read ${what} ${file}: ${why}`);
  }
}

/** Seed data; a JSON error names the line and column. */
export function readSeed(file: string): JsonValue {
  const text = readTextFile(file, 'seed file');
  try {
    return JSON.parse(text) as JsonValue;
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    if (!position) throw new InputFileError(`seed file ${file} is not valid JSON: ${message}`);
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    throw new InputFileError(`${file}:${line}:${column}: seed file is not valid JSON: ${message}`);
  }
}
