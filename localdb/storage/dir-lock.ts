import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`the data folder ${dir} is in use by another local database server (process ${pid}); stop it or pass another --data folder`);
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'LOCK';

/** Claims the folder for this process; a lock left by a process that no longer runs is taken over. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const holder = readHolder(file);
  if (holder !== null && holder !== process.pid && isRunning(holder)) throw new DataDirInUseError(dir, holder);
  fs.writeFileSync(file, String(process.pid));
  return () => {
    if (readHolder(file) === process.pid) fs.rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process that its parent has not reaped yet still answers kill(pid, 0) (Linux). */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
