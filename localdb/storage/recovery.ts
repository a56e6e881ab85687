import fs from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '../protocol/json.ts';
import { fromJson } from '../tree/from-json.ts';
import type { TreeNode } from '../tree/node.ts';
import { parsePath } from '../tree/path.ts';
import { setNode } from '../tree/tree-ops.ts';
import { RESTORE_ADVICE, scanRecordFile } from './record-codec.ts';
import { readSnapshot } from './snapshot-file.ts';
import { CorruptDataError } from './storage-errors.ts';

/** What one log line holds: the namespace and the changes of one atomic write, server values resolved. */
export interface WriteRecord {
  n: string;
  c: [string, JsonValue][];
}

export interface RecoveredState {
  trees: Map<string, TreeNode | null>;
  /** The generation the next log should get: higher than any file found. */
  nextGeneration: number;
  /** Log files that the next snapshot makes obsolete. */
  oldLogs: string[];
  warnings: string[];
  recordsReplayed: number;
}

const LOG_NAME = /^log-(\d+)\.jsonl$/;

export function logFileName(generation: number): string {
  return `log-${String(generation).padStart(10, '0')}.jsonl`;
}

/**
 * Loads the snapshot, then replays every log of its generation or later, in order, record by
 * record. Only the end of the newest log may be damaged (a write torn by a stop, never
 * acknowledged): it is skipped with a warning. Damage anywhere else refuses the start.
 */
export function recover(dir: string): RecoveredState {
  const trees = new Map<string, TreeNode | null>();
  const warnings: string[] = [];
  const snapshot = readSnapshot(dir, (record) => applyRecord(trees, record));
  const fromGeneration = snapshot?.generation ?? 0;
  const logs = listLogs(dir);
  const replayed = logs.filter((l) => l.generation >= fromGeneration);
  let recordsReplayed = 0;
  replayed.forEach((log, i) => {
    recordsReplayed += replayLog(path.join(dir, log.file), trees, warnings, i === replayed.length - 1);
  });
  const highest = Math.max(fromGeneration, ...logs.map((l) => l.generation));
  return { trees, nextGeneration: highest + 1, oldLogs: logs.map((l) => l.file), warnings, recordsReplayed };
}

function replayLog(file: string, trees: Map<string, TreeNode | null>, warnings: string[], newest: boolean): number {
  const name = path.basename(file);
  let damaged: { line: number; offset: number } | null = null;
  let count = 0;
  const end = scanRecordFile(file, ({ json, line, offset }) => {
    if (damaged) throw damageError(file, damaged, `more records follow it (line ${line})`);
    if (json === null) return void (damaged = { line, offset });
    const problem = replay(trees, json);
    if (problem) throw new CorruptDataError(file, `record ${line} (byte ${offset}) passes its checksum but cannot be replayed: ${problem}`, RESTORE_ADVICE);
    count++;
  });
  if (damaged !== null) {
    if (!newest) throw damageError(file, damaged, 'a newer log follows this one');
    const at: { line: number } = damaged;
    warnings.push(`${name}: skipped a damaged last record (line ${at.line}, checksum mismatch): most likely a write torn when the server stopped, which was never acknowledged; if the server had stopped cleanly, restore the folder from a backup`);
  }
  if (end.tornBytes > 0) {
    if (!newest) throw new CorruptDataError(file, `it ends in ${end.tornBytes} bytes without a line break, and a newer log follows it`, RESTORE_ADVICE);
    warnings.push(`${name}: skipped a torn last record (${end.tornBytes} bytes without an end of line), written while the server stopped`);
  }
  return count;
}

function damageError(file: string, at: { line: number; offset: number }, why: string): CorruptDataError {
  return new CorruptDataError(
    file,
    `record ${at.line} (byte ${at.offset}) fails its checksum and ${why}, so acknowledged writes are damaged`,
    `Restore the data folder from a backup; or, accepting the loss of every write from that record on, cut the file there (truncate -s ${at.offset} ${file}) and move newer log files away.`,
  );
}

function listLogs(dir: string): { file: string; generation: number }[] {
  return fs
    .readdirSync(dir)
    .map((file) => ({ file, match: LOG_NAME.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map((f) => ({ file: f.file, generation: Number(f.match[1]) }))
    .sort((a, b) => a.generation - b.generation);
}

export function applyRecord(trees: Map<string, TreeNode | null>, record: WriteRecord): void {
  let root = trees.get(record.n) ?? null;
  for (const [pathText, value] of record.c) root = setNode(root, parsePath(pathText, true), fromJson(value));
  trees.set(record.n, root);
}

function replay(trees: Map<string, TreeNode | null>, json: string): string | null {
  try {
    const record = JSON.parse(json) as WriteRecord;
    if (typeof record.n !== 'string' || !Array.isArray(record.c)) return 'not a write record';
    applyRecord(trees, record);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
