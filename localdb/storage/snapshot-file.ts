import fs from 'node:fs';
import path from 'node:path';

export const SNAPSHOT_FILE = 'snapshot.json';

export interface SnapshotContent {
  version: 1;
  /** Logs with this generation number or higher hold the writes made after the snapshot. */
  generation: number;
  namespaces: Record<string, unknown>;
}

export class CorruptSnapshotError extends Error {
  constructor(file: string, detail: string) {
    super(`cannot read the database snapshot ${file}: ${detail}. Restore it from a backup or move it away to start empty.`);
    this.name = 'CorruptSnapshotError';
  }
}

/** Written to a temporary file, synced, then renamed over the old one, so a crash leaves one or the other. */
export async function writeSnapshot(dir: string, json: string): Promise<void> {
  const target = path.join(dir, SNAPSHOT_FILE);
  const temporary = target + '.tmp';
  const handle = await fs.promises.open(temporary, 'w');
  try {
    await handle.writeFile(json, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(temporary, target);
  await syncDirectory(dir);
}

export function readSnapshot(dir: string): SnapshotContent | null {
  const file = path.join(dir, SNAPSHOT_FILE);
  if (!fs.existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CorruptSnapshotError(file, (error as Error).message);
  }
  if (!isSnapshot(parsed)) throw new CorruptSnapshotError(file, 'unexpected content');
  return parsed;
}

function isSnapshot(value: unknown): value is SnapshotContent {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.version === 1 && Number.isInteger(v.generation) && typeof v.namespaces === 'object' && v.namespaces !== null;
}

/** Makes a rename durable; the directory entry lives in the directory's own inode. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
