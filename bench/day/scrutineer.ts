// The scrutineer's console and the deck captain's, as SDK clients signed in with their roles: every
// state change is built by the domain's own operations (src/domain/rounds) from what the database holds,
// results by src/domain/results, and written as one multi-path update.
import { type DataSnapshot, type Database, onValue, ref, update } from 'firebase/database';
import type { CompetitionEvent } from '../../src/domain/model.ts';
import { postingUpdate as postPlayedRound } from '../../src/demo/play-round.ts';
import type { ResultJudge } from '../../src/domain/results';
import type { Requester } from '../../src/domain/rounds';
import type { EventMarks, EventSnapshot } from '../../src/domain/event-snapshot.ts';
import { completeRound, startRound } from '../../src/domain/rounds';
import { paths } from '../../src/domain/tree-paths.ts';
import type { TreeUpdate } from '../../src/domain/tree-update.ts';
import { WRITE_STAGES } from '../../src/data/writes/write-pipeline.ts';
import type { SdkClient } from './sdk-client.ts';

/**
 * A fresh read through a one-time listener rather than get(): the `firebase-server` package predates
 * the protocol's get request and never answers it.
 */
function readOnce(db: Database, path: string): Promise<DataSnapshot> {
  return new Promise((resolve, reject) => onValue(ref(db, path), resolve, reject, { onlyOnce: true }));
}

export class Scrutineer {
  constructor(private readonly client: SdkClient) {}

  async snapshot(eventName: string): Promise<EventSnapshot> {
    const [event, marks] = await Promise.all([readOnce(this.client.db, paths.event(eventName)), readOnce(this.client.db, paths.eventMarks(eventName))]);
    const value = event.val() as CompetitionEvent;
    return { event: value, ...(marks.exists() ? { marks: marks.val() as EventMarks } : {}) };
  }

  /**
   * The update as the app's write pipeline sends it: its public summaries' share (issue 23 item 2), the public
   * version bumps (issue 33) and the server's times.
   */
  private summarised(changes: TreeUpdate): Promise<TreeUpdate> {
    return staged(changes, (path) => this.value(path));
  }

  private async apply(changes: TreeUpdate): Promise<void> {
    return update(ref(this.client.db), await this.summarised(changes));
  }

  async start(eventName: string, roundNumber: number, who: Requester): Promise<void> {
    await this.apply(startRound(await this.snapshot(eventName), roundNumber, who));
  }

  async complete(eventName: string, roundNumber: number, who: Requester): Promise<void> {
    await this.apply(completeRound(await this.snapshot(eventName), roundNumber, who));
  }

  /** Builds the round's results and the posting update; `write` sends it (so the caller can time it). */
  async preparePosting(eventName: string, roundNumber: number, who: Requester): Promise<() => Promise<void>> {
    // The summaries are read and added before the clock starts, as the console does before its button sends.
    const changes = await this.summarised(postingUpdate(await this.snapshot(eventName), roundNumber, who));
    return () => update(ref(this.client.db), changes);
  }

  marks(): Promise<unknown> {
    return readOnce(this.client.db, paths.marks()).then((snap) => snap.val() as unknown);
  }

  value(path: string): Promise<unknown> {
    return readOnce(this.client.db, path).then((snap) => snap.val() as unknown);
  }
}

/** The app's write pipeline's stages (src/data/writes/write-pipeline.ts), run before the clock starts. */
async function staged(changes: TreeUpdate, readOnce: (path: string) => Promise<unknown>): Promise<TreeUpdate> {
  let patch = changes;
  for (const stage of WRITE_STAGES) patch = await stage(patch, readOnce);
  return patch;
}

/** The deck captain checks each couple of the round in, one tap (one update, through the pipeline's stages) per couple. */
export async function checkIn(deck: SdkClient, eventName: string, roundNumber: number, entryIds: readonly string[]): Promise<void> {
  const readOnce = (path: string) => readOnceValue(deck.db, path);
  await Promise.all(entryIds.map(async (id) => update(ref(deck.db), await staged({ [paths.roundEntryField(eventName, roundNumber, id, 'checkedIn')]: true }, readOnce))));
}

function readOnceValue(db: Database, path: string): Promise<unknown> {
  return readOnce(db, path).then((snap) => snap.val() as unknown);
}

/** Judges as results print them: A, B, C, ... */
function resultJudges(judgeKeys: readonly string[]): ResultJudge[] {
  return judgeKeys.map((key, i) => ({ key, label: String.fromCharCode(65 + i) }));
}

/** Posting as the demo day posts (src/domain/demo/play-round.ts), a tie at the cut decided at once. */
function postingUpdate(snapshot: EventSnapshot, roundNumber: number, who: Requester): TreeUpdate {
  return postPlayedRound(snapshot, roundNumber, resultJudges(who.judgeKeys), who, { by: 'The Chairman of Judges', at: Date.now() });
}
