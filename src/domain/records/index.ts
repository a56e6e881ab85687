// One zod schema per stored record, and the record's TypeScript type inferred from it (issue 28). Domain
// logic imports these types with `import type` only (zod stays out of its bundles); the data layer imports
// the schemas to check what it reads. tests/project/records-match-rules.test.ts ties each schema to the
// fields database.rules.json validates.
export * from '../vocabulary';
export * from './stored-collections';
export * from './competition-metadata';
export * from './event';
export * from './judge-marks';
export * from './settings';
export * from './panels';
export * from './running-order';
export * from './accounts';
export * from './people';
export * from './money';
export * from './eligibility';
export * from './summaries';
export * from './accepted-teams';
export * from './dancer-check-in';
export * from './judge-devices';
export * from './results-saved';
export * from './paper-marks';
