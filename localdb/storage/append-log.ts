import fs from 'node:fs';

export type Durable = (error: Error | null) => void;

/**
 * An append-only file with group commit: records that arrive while one synced write runs are
 * written together by the next, so one disk sync serves every write that arrived meanwhile.
 * Each callback runs only after its record is on disk.
 */
export class AppendLog {
  private pending: string[] = [];
  private waiting: Durable[] = [];
  private flushing = false;
  private closed = false;
  private idle: (() => void)[] = [];
  bytesWritten = 0;

  private constructor(
    private readonly fd: number,
    readonly file: string,
  ) {}

  /** O_DSYNC: each write returns once the data is on disk, saving a separate fdatasync round trip. */
  static open(file: string): AppendLog {
    const { O_APPEND, O_CREAT, O_WRONLY, O_DSYNC } = fs.constants;
    return new AppendLog(fs.openSync(file, O_APPEND | O_CREAT | O_WRONLY | O_DSYNC, 0o644), file);
  }

  append(record: string, done: Durable): void {
    if (this.closed) {
      done(new Error(`write log ${this.file} is closed`));
      return;
    }
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
      if (!error) this.bytesWritten += buffer.length;
      for (const done of waiting) done(error);
      this.flushing = false;
      if (this.pending.length > 0) this.flush();
      else for (const wake of this.idle.splice(0)) wake();
    });
  }

  private writeAll(buffer: Buffer, offset: number, done: Durable): void {
    fs.write(this.fd, buffer, offset, buffer.length - offset, null, (error, written) => {
      if (error) return done(error);
      if (offset + written < buffer.length) return this.writeAll(buffer, offset + written, done);
      done(null);
    });
  }
}
