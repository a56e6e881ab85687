// Fresh reads for building an operation's update: the event, its marks and saved results, and the round's panel.
// Read once at the moment of the action, so the update is built from what the server holds now.
import { z } from 'zod';
import type { CompetitionEvent, JudgeMarks, StaffRole } from '../domain/model';
import type { PanelJudge } from '../domain/results';
import type { Couple, Person } from '../domain/people';
import { panelJudges, roundPanel, type PanelContext } from '../domain/panels';
import type { EventMarks, EventResults, EventSnapshot } from '../domain/event-snapshot';
import type { Requester } from '../domain/rounds';
import { DbError } from './errors';
import { keyedRecord } from './keyed-record';
import { paths } from './paths';
import { eventSchema, eventsSchema, officialSchema, panelsSchema, roundMarksSchema } from './schemas';
import { type PaperJudgeRecord, roundPaperMarksSchema } from '../domain/records';
import { getDbWriter } from './writes/db-writer';


/** One record read on its own, as the one-entry record the domain expects (empty when absent). */
export function keyedOne<T>(key: string, value: unknown): Record<string, T> {
  return value === null || value === undefined ? {} : { [key]: value as T };
}

function parsed<T>(schema: z.ZodType<T, unknown>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new DbError('invalid-data', `The record at ${path}/${issue?.path.join('/') ?? ''} is malformed: ${issue?.message ?? 'unexpected shape'}.`);
}

export async function loadEvent(eventName: string): Promise<CompetitionEvent> {
  const path = paths.event(eventName);
  const value = await getDbWriter().readOnce(path);
  if (value === null || value === undefined) throw new DbError('invalid-data', `There is no event called ${eventName} any more.`);
  return parsed(eventSchema, value, path);
}

export async function loadEventMarks(eventName: string): Promise<EventMarks> {
  const path = paths.eventMarks(eventName);
  const byRound = keyedRecord(await getDbWriter().readOnce(path));
  const out: Record<string, Record<string, JudgeMarks>> = {};
  for (const [round, marks] of Object.entries(byRound)) out[round] = parsed(roundMarksSchema, marks, `${path}/${round}`);
  return out;
}

export async function loadEventResults(eventName: string): Promise<EventResults> {
  return keyedRecord(await getDbWriter().readOnce(paths.eventResults(eventName)));
}

export async function loadEventSnapshot(eventName: string): Promise<EventSnapshot> {
  const [event, marks, results] = await Promise.all([loadEvent(eventName), loadEventMarks(eventName), loadEventResults(eventName)]);
  return { event, marks, results };
}

export async function loadAllEvents(): Promise<Record<string, CompetitionEvent>> {
  const value = await getDbWriter().readOnce(paths.events());
  return value === null || value === undefined ? {} : parsed(eventsSchema, value, paths.events());
}

const officialsSchema = z.record(z.string(), officialSchema);

/** The officials and the stored panels: what every panel is computed from. */
export async function loadPanelContext(): Promise<PanelContext> {
  const writer = getDbWriter();
  const [officials, panels] = await Promise.all([writer.readOnce(paths.officials()), writer.readOnce(paths.panels())]);
  return {
    officials: officials ? parsed(officialsSchema, officials, paths.officials()) : {},
    panels: panels ? parsed(panelsSchema, panels, paths.panels()) : {},
  };
}

/** The round's own panel (round override, else event panel, else every judge), lettered as results print it. */
export async function loadRoundPanel(eventName: string, roundNumber: number): Promise<PanelJudge[]> {
  return roundPanel(await loadPanelContext(), eventName, roundNumber).judges;
}

/** Who asks; with a round, its judges are that round's panel (whose submissions the round waits for). */
export async function loadRequester(actor: StaffRole, round?: { eventName: string; roundNumber: number }): Promise<Requester> {
  const context = await loadPanelContext();
  const panel = round ? roundPanel(context, round.eventName, round.roundNumber).judges : panelJudges(context, undefined);
  return { actor, judgeKeys: panel.map((judge) => judge.key).sort(), judgeNames: Object.fromEntries(panel.map((judge) => [judge.key, judge.name])) };
}

/** Every couple's record as stored now. */
export async function loadCouples(): Promise<Record<string, Couple>> {
  return keyedRecord(await getDbWriter().readOnce(paths.couples())) as Record<string, Couple>;
}

/** The couple and person records as stored now: what a patch creating missing records compares with. */
export async function loadAllCoupleRecords(): Promise<{ couples: Record<string, Couple>; people: Record<string, Person> }> {
  const [couples, people] = await Promise.all([loadCouples(), getDbWriter().readOnce(paths.people())]);
  return { couples, people: keyedRecord(people) as Record<string, Person> };
}

/** The round's paper judges as stored now (paperMarks/<event>/<round>), {} when none. */
export async function loadRoundPaperMarks(eventName: string, roundNumber: number): Promise<Record<string, PaperJudgeRecord>> {
  const path = paths.roundPaperMarks(eventName, roundNumber);
  const value = await getDbWriter().readOnce(path);
  return value === null || value === undefined ? {} : parsed(roundPaperMarksSchema, value, path);
}
