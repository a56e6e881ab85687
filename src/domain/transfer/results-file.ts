// The results file for other sites, built only from what the database stores: the events, the posted
// results (resultsSaved) and the officials. Only posted rounds carry results; nothing is recomputed, so
// the file says exactly what the results page shows.
import { isPlaceholderEntryId } from '../constants';
import { orderedDances } from '../constants';
import { compareByBackNumber } from '../competitors';
import { compareEvents } from '../events';
import { RoundState, type CompetitionEvent, type CompetitionMetadata, type PanelsRecord, type Round } from '../model';
import { panelJudges } from '../panels';
import type { FinalResults, FinalRoundResult, RecallRoundResult, ResultCouple } from '../results';
import { roundsInOrder } from '../event-snapshot';
import type { Tree } from '../tree-update';
import { withStoredArrays } from './stored-arrays';
import {
  RESULTS_FORMAT, RESULTS_FORMAT_VERSION, type ResultsCouple, type ResultsEvent, type ResultsFile, type ResultsRound,
} from './results-file-schema';

/** resultsSaved as stored: event → round number → round result, plus `finalResults`. */
type SavedResults = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

function couple({ entryId, leadNumber, leadName, followName, affiliation }: ResultCouple): ResultsCouple {
  return { entryId, ...(leadNumber !== undefined ? { number: leadNumber } : {}), leadName, followName, affiliation };
}

const isRecall = (saved: unknown): saved is RecallRoundResult => typeof saved === 'object' && saved !== null && 'sumRecalls' in saved;
const isFinal = (saved: unknown): saved is FinalRoundResult => typeof saved === 'object' && saved !== null && 'finalTable' in saved;

function recallRound(round: Round, saved: RecallRoundResult): ResultsRound {
  const { sumRecalls } = saved;
  const rows = new Map(sumRecalls.rows.map((row) => [row.entryId, row]));
  return {
    number: round.roundNumber, name: round.roundName, status: 'posted', kind: 'recall',
    dances: sumRecalls.dances, judges: sumRecalls.judges.map((j) => j.label),
    requested: sumRecalls.requested, minMarks: sumRecalls.minMarks,
    couples: saved.placements.map((p) => ({
      ...couple(p), marks: p.marks, recalled: p.recalled,
      recalls: (rows.get(p.entryId)?.marks ?? []).map((dance) => dance.map((mark) => (mark === 1 ? 1 : 0))),
    })),
  };
}

function finalRound(round: Round, saved: FinalRoundResult): ResultsRound {
  const { finalTable } = saved;
  const summary = new Map(finalTable.summary.map((row) => [row.entryId, row]));
  const judgePlaces = (entryId: string) => finalTable.danceTables.map((table) => table.rows.find((row) => row.entryId === entryId)?.marks ?? []);
  return {
    number: round.roundNumber, name: round.roundName, status: 'posted', kind: 'final',
    dances: finalTable.dances, judges: finalTable.judges.map((j) => j.label),
    couples: saved.placements.map((p) => ({
      ...couple(p), place: p.place, decidedBy: p.decidedBy,
      dancePlaces: summary.get(p.entryId)?.dancePlaces ?? [], total: summary.get(p.entryId)?.total ?? 0,
      judgePlaces: judgePlaces(p.entryId),
    })),
  };
}

function resultsRound(round: Round, saved: unknown): ResultsRound {
  if (isFinal(saved)) return finalRound(round, saved);
  if (isRecall(saved)) return recallRound(round, saved);
  const status = round.roundState === RoundState.Skipped ? 'skipped' : 'not-posted';
  return { number: round.roundNumber, name: round.roundName, status };
}

function resultsEvent(event: CompetitionEvent, saved: Readonly<Record<string, unknown>> | undefined): ResultsEvent {
  const finalResults = saved?.finalResults as FinalResults | undefined;
  return {
    name: event.eventName, style: event.style, level: event.eventLevel, dances: orderedDances(event.dances),
    couples: Object.values(event.entries ?? {})
      .filter((entry) => !isPlaceholderEntryId(entry.entryId))
      .sort(compareByBackNumber)
      .map(couple),
    rounds: roundsInOrder(event).map((round) => resultsRound(round, saved?.[String(round.roundNumber)])),
    ...(finalResults?.places?.length ? { placings: finalResults.places.map((row) => ({ ...couple(row), place: row.place })) } : {}),
  };
}

/** The whole competition's results as of `generatedAt` (epoch ms), from the stored tree. */
export function buildResultsFile(tree: Tree, generatedAt: number): ResultsFile {
  const metadata = tree.competitionMetadata as CompetitionMetadata | undefined;
  const events = Object.values((tree.events ?? {}) as Record<string, CompetitionEvent>).sort(compareEvents);
  // Recall and final records hold arrays; a tree not read through the SDK keeps them as keyed objects.
  const saved = withStoredArrays(tree.resultsSaved ?? {}) as SavedResults;
  return {
    format: RESULTS_FORMAT,
    formatVersion: RESULTS_FORMAT_VERSION,
    generatedAt: new Date(generatedAt).toISOString(),
    competition: { name: metadata?.fullName ?? '', startDate: metadata?.startDate ?? '', endDate: metadata?.endDate ?? '' },
    // Every judge with the letter that stands for them on every round's results (stable all competition).
    panel: panelJudges({ officials: metadata?.officials, panels: tree.panels as PanelsRecord | undefined }, undefined).map(({ key, label, name }) => ({ key, label, name })),
    events: events.map((event) => resultsEvent(event, saved[event.eventName])),
  };
}
