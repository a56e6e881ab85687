// The posted results' records are declared once, as zod schemas in src/domain/records/results-saved.ts; these
// are their inferred types, under the names the results module has always used.
export type {
  ChairmanChoiceRecord, DefaultPlacementRecord, FinalDanceRow, FinalDanceTable, FinalPlacement, FinalResultRow,
  FinalResults, FinalRoundResult, FinalSummaryRow, FinalTable, OfferedCut, RecallPlacement, RecallRoundResult,
  RecallTableRow, ResultCell, ResultCouple, ResultJudge, Rule10Record, Rule11Record, SumRecalls, TieBreakRecord,
} from '../records';
