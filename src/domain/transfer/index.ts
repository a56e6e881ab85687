// Bringing entries in and taking everything out (issue 20): CSV import, full backup and restore,
// the results file for other sites, and blank judge sheets. Pure; the screens and src/data wire it.

export { CsvReadError, decodeCsvBytes, readCsvTable, type CsvDelimiter, type CsvRow, type CsvTable } from './csv-table';
export {
  IMPORT_FIELDS, IMPORT_FIELD_LABELS, REQUIRED_FIELDS, emptyMapping, missingColumns, parseMapping, serializeMapping,
  suggestMapping, unmappedRequiredFields, type ColumnMapping, type ImportField,
} from './column-mapping';
export type { ImportCheckContext, ImportCouple, ImportRowCheck, ImportRowChecker, RowMark } from './import-row-checker';
export {
  previewImport, type ImportOptions, type NameCaseProposal, type ImportPreview, type ImportProblem, type ImportRowPreview, type ImportRowStatus,
} from './import-preview';
export { fileEventsTracker, withRowEntered } from './events-with-rows';
export { ImportOutdatedError, buildImportUpdate, type ImportUpdate, type ImportWriteOptions } from './import-update';

export {
  BACKUP_FORMAT, BACKUP_FORMAT_VERSION, TREE_BRANCHES, backupFileName, backupText, makeBackup, type CompetitionBackup, type TreeBranch,
} from './backup-format';
export { BackupError, readBackup, type ReadBackup } from './read-backup';
export { describeRestore, planRestore, type BranchChange, type RestorePlan } from './restore-plan';

export {
  RESULTS_FORMAT, RESULTS_FORMAT_VERSION, resultsFileSchema, type ResultsCouple, type ResultsEvent, type ResultsFile,
  type ResultsFinalRow, type ResultsRecallRow, type ResultsRound,
} from './results-file-schema';
export { buildResultsFile } from './results-file';
export { eventResultsCsv, eventResultsCsvName } from './results-csv';
export { withStoredArrays } from './stored-arrays';

export { judgeSheets, roundJudgeSheets, type JudgeSheetOptions, type JudgeSheetPage } from './judge-sheets';
export { clashImportChecker, type ImportClashInput } from './import-clash-checker';
