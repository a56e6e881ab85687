import fs from 'node:fs';
import path from 'node:path';
import type { JsonValue } from '../protocol/json.ts';
import { fromJson } from '../tree/from-json.ts';
import type { TreeNode } from '../tree/node.ts';
import { parsePath } from '../tree/path.ts';
import { setNode } from '../tree/tree-ops.ts';
import { decodeLog } from './record-codec.ts';
import { readSnapshot } from './snapshot-file.ts';

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

/** Loads the snapshot, then replays every log of its generation or later, in order. */
export function recover(dir: string): RecoveredState {
  const snapshot = readSnapshot(dir);
  const trees = new Map<string, TreeNode | null>();
  const warnings: string[] = [];
  for (const [ns, json] of Object.entries(snapshot?.namespaces ?? {})) trees.set(ns, fromJson(json as JsonValue));
  const fromGeneration = snapshot?.generation ?? 0;
  const logs = listLogs(dir);
  let recordsReplayed = 0;
  for (const log of logs.filter((l) => l.generation >= fromGeneration)) {
    const decoded = decodeLog(fs.readFileSync(path.join(dir, log.file)), log.file);
    warnings.push(...decoded.warnings);
    for (const json of decoded.records) {
      const problem = replay(trees, json);
      if (problem) warnings.push(`${log.file}: skipped an unreadable record: ${problem}`);
      else recordsReplayed++;
    }
  }
  const highest = Math.max(fromGeneration, ...logs.map((l) => l.generation));
  return { trees, nextGeneration: highest + 1, oldLogs: logs.map((l) => l.file), warnings, recordsReplayed };
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
