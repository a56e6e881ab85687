import fs from 'node:fs';
import { LogBrokenError, LogWriteError } from './storage-errors.ts';

export type Durable = (error: Error | null) => void;

/**
 * The two file operations the log needs, so tests can inject a full disk. `write` has the shape of
 * fs.write with a null position (appends, as the file is opened O_APPEND).
 */
export interface LogFileIo {
  write(fd: number, buffer: Buffer, offset: number, length: number, done: (error: Error | null, written: number) => void): void;
  truncate(fd: number, size: number, done: (error: Error | null) => void): void;
}

export const nodeLogIo: LogFileIo = {
  write: (fd, buffer, offset, length, done) => fs.write(fd, buffer, offset, length, null, (error, written) => done(error, written)),
  truncate: (fd, size, done) => fs.ftruncate(fd, size, done),
};

/**
 * An append-only file with group commit: records that arrive while one synced write runs are
 * written together by the next, so one disk sync serves every write that arrived meanwhile.
 * Each callback runs only after its record is on disk.
 *
 * A failed write (disk full) refuses its batch and every record queued behind it (the caller may
 * have built them on top of the refused ones), then cuts the file back to its last good length,
 * so a torn record never sits in front of the next acknowledged one.
 */
export class AppendLog {
  private pending: string[] = [];
  private waiting: Durable[] = [];
  private flushing = false;
  private closed = false;
  private broken: Error | null = null;
  private idle: (() => void)[] = [];
  /** Length of the file up to its last durable record. */
  bytesWritten = 0;

  private constructor(
    private readonly fd: number,
    readonly file: string,
    private readonly io: LogFileIo,
  ) {
    this.bytesWritten = fs.fstatSync(fd).size;
  }

  /** O_DSYNC: each write returns once the data is on disk, saving a separate fdatasync round trip. */
  static open(file: string, io: LogFileIo = nodeLogIo): AppendLog {
    const { O_APPEND, O_CREAT, O_WRONLY, O_DSYNC } = fs.constants;
    return new AppendLog(fs.openSync(file, O_APPEND | O_CREAT | O_WRONLY | O_DSYNC, 0o644), file, io);
  }

  append(record: string, done: Durable): void {
    if (this.broken) return done(this.broken);
    if (this.closed) return done(new Error(`write log ${this.file} is closed`));
    this.pending.push(record);
    this.waiting.push(done);
    if (!this.flushing) this.flush();
  }

  /** Waits for every appended record to be durable, then closes the file. */
  close(): Promise<void> {
    this.closed = true;
    return new Promise((resolve) => {
      const finish = () => fs.close(this.fd, () => resolve());
      if (this.flushing) this.idle.push(finish);
      else finish();
    });
  }

  private flush(): void {
    this.flushing = true;
    const buffer = Buffer.from(this.pending.join(''), 'utf8');
    const waiting = this.waiting;
    this.pending = [];
    this.waiting = [];
    this.writeAll(buffer, 0, (error) => {
      if (error) return this.fail(error, waiting);
      this.bytesWritten += buffer.length;
      // The next batch goes to disk while this one's callbacks run: a write that arrived during
      // this sync must not also wait for every commit of this batch before its own sync starts.
      this.settle();
      for (const done of waiting) done(null);
    });
  }

  private fail(cause: Error, batch: Durable[]): void {
    this.io.truncate(this.fd, this.bytesWritten, (truncateError) => {
      if (truncateError) this.broken = new LogBrokenError(this.file, truncateError);
      // Records that arrived while the file was cut back were built on the refused ones too.
      const refused = [...batch, ...this.waiting];
      this.pending = [];
      this.waiting = [];
      const error = new LogWriteError(this.file, cause);
      for (const done of refused) done(error);
      this.settle();
    });
  }

  private settle(): void {
    this.flushing = false;
    if (this.pending.length > 0) this.flush();
    else for (const wake of this.idle.splice(0)) wake();
  }

  private writeAll(buffer: Buffer, offset: number, done: Durable): void {
    this.io.write(this.fd, buffer, offset, buffer.length - offset, (error, written) => {
      if (error) return done(error);
      if (offset + written < buffer.length) return this.writeAll(buffer, offset + written, done);
      done(null);
    });
  }
}
