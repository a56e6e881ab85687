// The organiser merges two records of one couple (a second registration, a typo in a name): every entry,
// round place and judge's mark of `fromId` moves to `intoId`, which keeps its names and back number, in
// one update. Refused while moving would disturb judging or posted results.
import type { CompetitionEvent, Entry, JudgeMarks, Round } from '../model';
import { RoundState } from '../model';
import { roundsInOrder } from '../event-snapshot';
import { toRoundEntry } from '../rounds';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import type { Couple } from './couple';
import { type CoupleEmails, mergeCoupleEmailsPatch } from './couple-emails';

/** marks/<event>/<round>/<judge>. */
export type MarksTree = Record<string, Record<string, Record<string, JudgeMarks>>>;

export interface MergeInput {
  fromId: string;
  intoId: string;
  events: Readonly<Record<string, CompetitionEvent>>;
  marks?: Readonly<MarksTree>;
  couples?: Readonly<Record<string, Couple>>;
  /** coupleEmails/: the merged couple's dancers' e-mails move to the kept one where it has none. */
  emails?: Readonly<Record<string, CoupleEmails>>;
  mergedAt: number;
}

export class MergeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MergeRefusedError';
  }
}

const waiting = (round: Round) => round.roundState === RoundState.Empty || round.roundState === RoundState.Initialized;

function survivor(input: MergeInput): Entry {
  for (const event of Object.values(input.events)) {
    const entry = event.entries?.[input.intoId];
    if (entry) return entry;
  }
  const record = input.couples?.[input.intoId];
  if (!record) throw new MergeRefusedError('The couple to keep has no entries and no record; choose the other couple as the one to keep.');
  return { entryId: record.coupleId, leadName: record.leadName, followName: record.followName, leadId: record.leadId, followId: record.followId, affiliation: record.affiliation, registeredTime: record.createdAt, registeredBy: record.ownerUid };
}

function firstNumber(events: Readonly<Record<string, CompetitionEvent>>, entryId: string): number | undefined {
  return Object.values(events).map((e) => e.entries?.[entryId]?.leadNumber).find((n) => n !== undefined);
}

function refuseDisturbance(event: CompetitionEvent, fromId: string, bothEntered: boolean): void {
  for (const round of roundsInOrder(event)) {
    if (!round.entries?.[fromId]) continue;
    if (round.roundState === RoundState.Running) throw new MergeRefusedError(`${event.eventName} ${round.roundName} is being danced; merge once the judges have finished it.`);
    if (round.roundState === RoundState.Posted) throw new MergeRefusedError(`${event.eventName} ${round.roundName} has posted results naming the couple; reopen the round before merging.`);
    if (bothEntered && !waiting(round)) throw new MergeRefusedError(`Both records danced ${event.eventName} ${round.roundName}; decide which result stands before merging.`);
  }
}

function moveMarks(update: TreeUpdate, input: MergeInput, eventName: string): void {
  for (const [roundNumber, judges] of Object.entries(input.marks?.[eventName] ?? {})) {
    for (const [judgeKey, judgeMarks] of Object.entries(judges)) {
      for (const [dance, byEntry] of Object.entries(judgeMarks.dances ?? {})) {
        if (!(input.fromId in byEntry)) continue;
        update[paths.judgeDanceMark(eventName, Number(roundNumber), judgeKey, dance, input.fromId)] = null;
        update[paths.judgeDanceMark(eventName, Number(roundNumber), judgeKey, dance, input.intoId)] = byEntry[input.fromId];
      }
    }
  }
}

/** The kept couple takes the other record's number when it had none: its entry and every round's copy. */
function renumber(update: TreeUpdate, event: CompetitionEvent, entryId: string, number: number): void {
  update[paths.eventEntryField(event.eventName, entryId, 'leadNumber')] = number;
  for (const round of roundsInOrder(event)) {
    if (round.entries?.[entryId]) update[paths.roundEntryField(event.eventName, round.roundNumber, entryId, 'leadNumber')] = number;
  }
}

export function mergeCouplesPatch(input: MergeInput): TreeUpdate {
  const { fromId, intoId } = input;
  if (fromId === intoId) throw new MergeRefusedError('Choose two different couples to merge.');
  const keep = survivor(input);
  const number = firstNumber(input.events, intoId) ?? firstNumber(input.events, fromId);
  const update: TreeUpdate = {};
  for (const event of Object.values(input.events)) {
    const from = event.entries?.[fromId];
    const into = event.entries?.[intoId];
    if (from) refuseDisturbance(event, fromId, into !== undefined);
    if (into && number !== undefined && into.leadNumber !== number) renumber(update, event, intoId, number);
    if (!from) continue;
    update[paths.eventEntry(event.eventName, fromId)] = null;
    const moved: Entry = {
      ...from, entryId: intoId, leadName: keep.leadName, followName: keep.followName, leadId: keep.leadId, followId: keep.followId,
      ...(number !== undefined ? { leadNumber: number } : {}),
    };
    if (!into) update[paths.eventEntry(event.eventName, intoId)] = moved;
    for (const round of roundsInOrder(event)) {
      if (!round.entries?.[fromId]) continue;
      update[paths.roundEntry(event.eventName, round.roundNumber, fromId)] = null;
      if (!into) update[paths.roundEntry(event.eventName, round.roundNumber, intoId)] = { ...toRoundEntry(moved), ...(round.entries[fromId].checkedIn ? { checkedIn: true } : {}) };
    }
    if (!into) moveMarks(update, input, event.eventName);
  }
  mergeRecords(update, input, keep);
  return update;
}

function mergeRecords(update: TreeUpdate, input: MergeInput, keep: Entry): void {
  const fromRecord = input.couples?.[input.fromId];
  const intoRecord = input.couples?.[input.intoId];
  if (fromRecord) update[paths.couple(input.fromId)] = null;
  if (intoRecord) {
    update[paths.coupleMergedFrom(input.intoId, input.fromId)] = input.mergedAt;
  } else if (fromRecord) {
    const record: Couple = { ...fromRecord, coupleId: input.intoId, leadId: keep.leadId, followId: keep.followId, leadName: keep.leadName, followName: keep.followName, mergedFrom: { [input.fromId]: input.mergedAt } };
    update[paths.couple(input.intoId)] = record;
  }
  const fromEmails = input.emails?.[input.fromId];
  if (fromEmails) Object.assign(update, mergeCoupleEmailsPatch(input.fromId, fromEmails, input.intoId, input.emails?.[input.intoId]));
}
