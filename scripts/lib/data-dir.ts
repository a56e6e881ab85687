import { existsSync, readdirSync } from 'node:fs';

/** True when the folder is missing or empty: the local database has never stored anything there. */
export function isEmptyDataDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}
