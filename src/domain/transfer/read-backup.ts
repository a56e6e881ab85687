// Reading a backup file before a restore: checked, migrated from an older format version, or refused
// with the reason. Version 0 is a bare tree: the local database's `--export` output, or a JSON export
// of a hosted database, which may carry `.priority` / `.value` wrappers the app never uses.
import { isVersionCounterPath } from '../public-version';
import { SUMMARY_BRANCHES } from '../summaries';
import { storedForm, type Tree } from '../tree-update';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, TREE_BRANCHES, type CompetitionBackup } from './backup-format';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface ReadBackup {
  backup: CompetitionBackup;
  /** The version the file was written in, when it was migrated to the current one. */
  migratedFrom?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Drops export-format priorities and unwraps `{".value": v, ".priority": p}` leaves. */
function withoutPriorities(value: unknown): unknown {
  if (!isObject(value)) return value;
  if ('.value' in value) return value['.value'];
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '.priority').map(([key, child]) => [key, withoutPriorities(child)]));
}

function checkedTree(raw: unknown, where: string): Tree {
  if (!isObject(raw)) throw new BackupError(`${where} is not a database tree (a JSON object of branches).`);
  // A local database's export carries the public summaries (derived from events, rebuilt by the restore) and the
  // public version counters (bumped by the restore).
  const value = Object.fromEntries(Object.entries(raw).filter(([key]) => !(SUMMARY_BRANCHES as readonly string[]).includes(key) && !isVersionCounterPath(key)));
  const unknown = Object.keys(value).filter((key) => !(TREE_BRANCHES as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new BackupError(`${where} holds ${unknown.map((k) => `"${k}"`).join(', ')}, which is not a branch of a competition (expected: ${TREE_BRANCHES.join(', ')}).`);
  }
  try {
    const stored = storedForm(value);
    return isObject(stored) ? stored : {};
  } catch (error) {
    throw new BackupError(`${where} cannot be stored: ${(error as Error).message}`);
  }
}

function checkEvents(tree: Tree): void {
  const events = tree.events;
  if (events === undefined) return;
  if (!isObject(events)) throw new BackupError('The file\'s "events" is not a map of events.');
  for (const [key, event] of Object.entries(events)) {
    if (!isObject(event) || event.eventName !== key) throw new BackupError(`The file's event "${key}" does not carry its own name (eventName); the file is damaged.`);
  }
}

/** Version 0 → 1: the bare tree becomes the backup's `tree`. */
function fromBareTree(value: Record<string, unknown>): CompetitionBackup {
  const tree = checkedTree(withoutPriorities(value), 'The file');
  checkEvents(tree);
  const metadata = tree.competitionMetadata;
  const name = isObject(metadata) && typeof metadata.fullName === 'string' ? metadata.fullName : undefined;
  return { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt: null, ...(name !== undefined ? { competition: name } : {}), tree };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/u, ''));
  } catch (error) {
    throw new BackupError(`The file is not JSON (${(error as Error).message}). Choose a backup downloaded from this site or a database export.`);
  }
}

/** The backup in the current format, or a BackupError saying why the file cannot be restored. */
export function readBackup(text: string): ReadBackup {
  const value = parseJson(text);
  if (!isObject(value)) throw new BackupError('The file is not a backup: it holds no JSON object.');
  if (!('format' in value) && !('formatVersion' in value)) return { backup: fromBareTree(value), migratedFrom: 0 };
  if (value.format !== BACKUP_FORMAT) throw new BackupError(`The file is a "${String(value.format)}" file, not a backup of a competition ("${BACKUP_FORMAT}").`);
  const version = value.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new BackupError(`The file's format version (${JSON.stringify(version)}) is not one this site knows; the file is damaged.`);
  }
  if (version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`The file was made by a newer version of the site (format ${version}); this site reads formats up to ${BACKUP_FORMAT_VERSION}. Restore it with the newer site.`);
  }
  const exportedAt = value.exportedAt;
  if (exportedAt !== null && (typeof exportedAt !== 'string' || Number.isNaN(Date.parse(exportedAt)))) {
    throw new BackupError('The file\'s exportedAt is not a date; the file is damaged.');
  }
  const tree = checkedTree(value.tree, 'The file\'s tree');
  checkEvents(tree);
  const competition = typeof value.competition === 'string' ? value.competition : undefined;
  return { backup: { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt, ...(competition !== undefined ? { competition } : {}), tree } };
}

