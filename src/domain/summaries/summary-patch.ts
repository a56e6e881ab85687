// The summary records' share of an update: given an update and the source as it stands, the writes that
// keep every summary equal to publicSummaries(source after the update). Only what changes is written, at
// or below each record (so the rules can check every record against its source in the same update).
import type { CompetitionEvent } from '../model';
import { applyTreeUpdate, sameValue, splitPath, type TreeUpdate } from '../tree-update';
import { SUMMARY_BRANCHES, competitorEntriesOf, competitorListOf, entrySummary, eventSummaryOf, publicSummaries, wholeEntries } from './public-summaries';

type Events = Readonly<Record<string, CompetitionEvent>>;

/** What an update touches of the summaries' source. */
export interface SummaryScope {
  /** The whole `events` branch (or the tree) is replaced. */
  all: boolean;
  /** Events whose own summaries may change. */
  events: ReadonlySet<string>;
  /** Some entry's names, ids, number or team may change: `competitorList` needs every event to be recomputed. */
  people: boolean;
}

// Fields no summary holds: a deck captain's check-in, an entry's account and time never reach a spectator's record.
const UNSUMMARISED_ENTRY_FIELDS = new Set(['checkedIn', 'registeredTime', 'registeredBy']);

export function summaryScope(patch: TreeUpdate): SummaryScope {
  const events = new Set<string>();
  let all = false;
  let people = false;
  for (const path of Object.keys(patch)) {
    const [top, eventName, part, , sub, subKey, field] = splitPath(path);
    if (top === undefined || (top === 'events' && eventName === undefined)) {
      all = true;
      people = true;
      continue;
    }
    if (top !== 'events') continue;
    if (part === 'entries') {
      if (sub !== undefined && UNSUMMARISED_ENTRY_FIELDS.has(sub)) continue;
      people = true;
    } else if (part === 'rounds' && sub === 'entries' && subKey !== undefined && field === 'checkedIn') {
      // A check-in on a round's floor: only whether the couple is there is summarised.
      continue;
    } else if (part === undefined) {
      people = true;
    }
    events.add(eventName);
  }
  return { all, events, people };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Writes each record (one level below `path`) that changed, whole: a database whose summaries are missing or
 * behind (written before they existed, or around the app) is repaired record by record rather than refused by
 * the rules, which check every field of a record against its source.
 */
function diffRecords(out: TreeUpdate, path: string, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): void {
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (!sameValue(before?.[key] ?? null, after?.[key] ?? null)) out[`${path}/${key}`] = after?.[key] ?? null;
  }
}

function peopleOf(events: Events, names: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    for (const [, entry] of wholeEntries(events[name])) {
      out.add(entry.leadId);
      out.add(entry.followId);
    }
  }
  return out;
}

/** A server value (`{'.sv': 'timestamp'}`) stands for a number no summary holds (an entry's registeredTime). */
function withoutServerValues(value: unknown): unknown {
  if (!isObject(value)) return value;
  if ('.sv' in value) return 0;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutServerValues(child)]));
}

function eventsAfter(before: Events, patch: TreeUpdate): Events {
  const source: TreeUpdate = {};
  for (const [path, raw] of Object.entries(patch)) {
    const [top] = splitPath(path);
    const value = withoutServerValues(raw);
    if (top === undefined) source[''] = { events: isObject(value) ? (value.events ?? null) : null };
    else if (top === 'events') source[path] = value;
  }
  return (applyTreeUpdate({ events: before }, source).events ?? {}) as Events;
}

/**
 * The summary writes for `patch`. `before` holds at least every event in summaryScope(patch).events, and
 * every event when the scope's `people` or `all` is set. When the update replaces `events` or the whole tree,
 * the summary branches are replaced whole (dropping any summary the update itself carried, e.g. an old backup's).
 */
export function summaryPatch(patch: TreeUpdate, before: Events): TreeUpdate {
  const scope = summaryScope(patch);
  if (!scope.all && scope.events.size === 0) return {};
  const after = eventsAfter(before, patch);
  const out: TreeUpdate = {};
  if (scope.all) {
    const summaries = publicSummaries(after);
    for (const branch of SUMMARY_BRANCHES) out[branch] = Object.keys(summaries[branch]).length > 0 ? summaries[branch] : null;
    return out;
  }
  for (const name of scope.events) {
    const [was, is] = [before[name], after[name]];
    diffRecords(out, 'eventIndex', { [name]: eventSummaryOf(was) }, { [name]: eventSummaryOf(is) });
    const entries = (event: CompetitionEvent | undefined) =>
      Object.fromEntries(wholeEntries(event).map(([id, entry]) => [id, entrySummary(entry)]));
    diffRecords(out, `eventEntries/${name}`, entries(was), entries(is));
    const [wasPeople, isPeople] = [was ? competitorEntriesOf(was) : {}, is ? competitorEntriesOf(is) : {}];
    for (const person of new Set([...Object.keys(wasPeople), ...Object.keys(isPeople)])) {
      diffRecords(out, `competitorEntries/${person}/${name}`, wasPeople[person], isPeople[person]);
    }
  }
  if (scope.people) {
    const people = new Set([...peopleOf(before, scope.events), ...peopleOf(after, scope.events)]);
    diffRecords(out, 'competitorList', competitorListOf(before, people), competitorListOf(after, people));
  }
  return out;
}

/** The update plus its summary writes, as one update (what the writer sends). */
export function withSummaryPatch(patch: TreeUpdate, before: Events): TreeUpdate {
  const extra = summaryPatch(patch, before);
  if (Object.keys(extra).length === 0) return patch;
  const replacesBranches = SUMMARY_BRANCHES.some((branch) => branch in extra);
  const kept = replacesBranches
    ? Object.fromEntries(Object.entries(patch).filter(([path]) => !SUMMARY_BRANCHES.includes(splitPath(path)[0] as never)))
    : patch;
  if ('' in kept) {
    // A whole tree: the summaries go inside it (a path may not sit below another in one update).
    const root = isObject(kept['']) ? kept[''] : {};
    return { ...kept, '': { ...root, ...Object.fromEntries(SUMMARY_BRANCHES.map((b) => [b, extra[b]])) } };
  }
  return { ...kept, ...extra };
}

/** Rewrites every summary branch from the events as they are (the organiser's rebuild, a seed, an old database). */
export function rebuildSummariesPatch(events: Events): TreeUpdate {
  const summaries = publicSummaries(events);
  return Object.fromEntries(SUMMARY_BRANCHES.map((branch) => [branch, Object.keys(summaries[branch]).length > 0 ? summaries[branch] : null]));
}
