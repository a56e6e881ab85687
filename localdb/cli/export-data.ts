import fs from 'node:fs';
import { recover } from '../storage/recovery.ts';
import { toExportJson } from '../tree/node.ts';

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

/** Writes one namespace of a data folder (read-only; no server) as JSON a --seed can load again. */
export function exportNamespace(dataDir: string, namespace: string | null, outFile: string): string {
  if (!fs.existsSync(dataDir)) throw new ExportError(`data folder ${dataDir} does not exist`);
  const { trees, warnings } = recover(dataDir);
  warnings.forEach((w) => console.warn(`localdb: ${w}`));
  const names = [...trees.keys()];
  const chosen = namespace ?? (names.length === 1 ? names[0] : null);
  if (chosen === null) {
    throw new ExportError(names.length === 0 ? `data folder ${dataDir} holds no namespace` : `data folder holds several namespaces (${names.join(', ')}); choose one with --ns`);
  }
  if (!trees.has(chosen)) throw new ExportError(`namespace "${chosen}" not found; the data folder holds: ${names.join(', ') || 'none'}`);
  fs.writeFileSync(outFile, JSON.stringify(toExportJson(trees.get(chosen) ?? null), null, 2) + '\n');
  return chosen;
}
