/** A log append failed (disk full, I/O error); the log was cut back to its last good record. */
export class LogWriteError extends Error {
  constructor(file: string, cause: Error) {
    super(`the write could not be saved to ${file} (${cause.message}); nothing of it was kept. Free disk space, then retry the write`);
    this.name = 'LogWriteError';
  }
}

/** After a failed append the torn bytes could not be cut away either: no further write is safe. */
export class LogBrokenError extends Error {
  constructor(file: string, cause: Error) {
    super(
      `the write log ${file} could not be repaired after a failed write (${cause.message}); the server refuses every write until it is restarted (the restart skips the torn record)`,
    );
    this.name = 'LogBrokenError';
  }
}

/** A record before the end of a log or snapshot fails its checksum: data that was acknowledged is damaged. */
export class CorruptDataError extends Error {
  constructor(file: string, detail: string, advice: string) {
    super(`the data file ${file} is damaged: ${detail}. The server does not start on damaged data, so that no wrong value is served. ${advice}`);
    this.name = 'CorruptDataError';
  }
}
