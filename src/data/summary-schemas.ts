// Shapes of the public summary records, checked on read like every record (declared in src/domain/records).
export { competitorEntriesSchema, competitorListSchema, entryListSchema, eventIndexSchema } from '../domain/records';
