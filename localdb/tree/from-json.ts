import type { JsonValue } from '../protocol/json.ts';
import { BranchNode, LeafNode, type Priority, type TreeNode } from './node.ts';
import { keyProblem, MAX_DEPTH } from './path.ts';
import { PersistentMap } from './persistent-map.ts';

export class InvalidDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDataError';
  }
}

/**
 * Builds a node from client JSON in export or plain form (SDK nodeFromJSON): arrays become objects
 * keyed "0","1",…; null and `{}` mean absent; unknown dot-keys are ignored. Server values must
 * already be resolved. `depth` is the depth of the write location, to enforce the 32-level limit.
 */
export function fromJson(value: JsonValue, depth = 0, where = '/'): TreeNode | null {
  if (value === null) return null;
  if (typeof value === 'number') return new LeafNode(normaliseNumber(value, where), null);
  if (typeof value !== 'object') return new LeafNode(value, null);
  if (depth > MAX_DEPTH) throw new InvalidDataError(`data at ${where} is nested deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) return branchFrom(value.map((v, i) => [String(i), v]), null, depth, where);
  if ('.sv' in value) throw new InvalidDataError(`unresolved server value at ${where}`);
  const priority = readPriority(value['.priority'], where);
  const inner = value['.value'];
  if (inner !== undefined && inner !== null) {
    if (typeof inner !== 'object') return withPriority(inner, priority, where);
    return branchFrom(entriesOf(inner), priority, depth, where);
  }
  return branchFrom(Object.entries(value), priority, depth, where);
}

function withPriority(value: string | number | boolean, priority: Priority | null, where: string): LeafNode {
  return new LeafNode(typeof value === 'number' ? normaliseNumber(value, where) : value, priority);
}

function entriesOf(value: JsonValue[] | { [key: string]: JsonValue }): [string, JsonValue][] {
  return Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
}

function branchFrom(entries: [string, JsonValue][], priority: Priority | null, depth: number, where: string): BranchNode | null {
  const children: [string, TreeNode][] = [];
  for (const [key, child] of entries) {
    if (key.startsWith('.')) continue;
    const childWhere = where === '/' ? `/${key}` : `${where}/${key}`;
    const problem = keyProblem(key);
    if (problem) throw new InvalidDataError(`invalid key at ${childWhere}: ${problem}`);
    const node = fromJson(child, depth + 1, childWhere);
    if (node !== null) children.push([key, node]);
  }
  return children.length === 0 ? null : new BranchNode(PersistentMap.of(children), priority);
}

export function readPriority(raw: JsonValue | undefined, where: string): Priority | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number') return normaliseNumber(raw, where);
  throw new InvalidDataError(`priority at ${where} must be a number, a string or null`);
}

// -0 becomes 0 in JSON but hashes differently, so store it as 0 to keep client and server hashes equal.
function normaliseNumber(value: number, where: string): number {
  if (!Number.isFinite(value)) throw new InvalidDataError(`number at ${where} is not finite`);
  return value === 0 ? 0 : value;
}
