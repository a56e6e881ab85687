// A judge's tablet: bound to its judge through judgeSessions/<uid> (as src/use-cases/judging/bind-tablet.ts
// binds it, accepted by the rules only with the judge's current code), marking through the tablet's
// own outbox (src/data/writes/mark-outbox.ts), one write per tap, then the whole sheet on submit.
import { ref, serverTimestamp, set } from 'firebase/database';
import { MarkOutbox, type KeyValueStorage } from '../../src/data/writes/mark-outbox.ts';
import { paths } from '../../src/domain/tree-paths.ts';
import { preciseNow } from '../localdb/ipc.ts';
import { type SdkClient, sdkClient } from './sdk-client.ts';

/** The device's storage: in memory here, as the outbox's own tests do. */
function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

export interface AckedWrite {
  path: string;
  value: number;
}

export class JudgeTablet {
  /** Milliseconds from each tap to the database's acknowledgement. */
  readonly ackMs: number[] = [];
  /** Every mark the database acknowledged, last value per path: none may be missing at the end. */
  readonly acked = new Map<string, number>();
  private readonly outbox: MarkOutbox;

  private constructor(private readonly client: SdkClient, readonly judgeKey: string) {
    this.outbox = new MarkOutbox(memoryStorage(), `outbox-${judgeKey}`, (path, value) => set(ref(client.db, path), value));
  }

  static async bind(port: number, ns: string, judgeKey: string, code: string): Promise<JudgeTablet> {
    const uid = `tablet-${judgeKey}`;
    const client = sdkClient(port, ns, uid);
    await set(ref(client.db, paths.judgeSession(uid)), { judgeKey, code, boundAt: serverTimestamp() });
    return new JudgeTablet(client, judgeKey);
  }

  /** Taps the marks one by one, `tapMs` apart, then submits the whole sheet. */
  async mark(eventName: string, roundNumber: number, sheet: Record<string, Record<string, number>>, taps: [string, string][], tapMs: number): Promise<void> {
    for (const [dance, entryId] of taps) {
      const path = paths.judgeDanceMark(eventName, roundNumber, this.judgeKey, dance, entryId);
      await this.timed(path, sheet[dance][entryId]);
      if (tapMs > 0) await new Promise((resolve) => setTimeout(resolve, tapMs));
    }
    const start = preciseNow();
    await this.outbox.record(paths.judgeMarks(eventName, roundNumber, this.judgeKey), { dances: sheet, submittedAt: serverTimestamp() });
    this.ackMs.push(preciseNow() - start);
    for (const [dance, byEntry] of Object.entries(sheet)) {
      for (const [entryId, value] of Object.entries(byEntry)) this.acked.set(paths.judgeDanceMark(eventName, roundNumber, this.judgeKey, dance, entryId), value);
    }
  }

  private async timed(path: string, value: number): Promise<void> {
    const start = preciseNow();
    await this.outbox.record(path, value);
    this.ackMs.push(preciseNow() - start);
    this.acked.set(path, value);
  }

  pending(): number {
    return this.outbox.getSnapshot().pending.length + this.outbox.getSnapshot().rejected.length;
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
