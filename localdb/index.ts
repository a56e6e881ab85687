// Programmatic entry point of the local Realtime Database server (see localdb/README.md).
export { startLocalDb, PortInUseError, type LocalDb, type LocalDbOptions } from './server/start.ts';
export { DataDirInUseError } from './storage/dir-lock.ts';
export { RulesSyntaxError } from './rules/index.ts';
