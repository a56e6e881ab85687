// Runtime validation of what the database returns: the record schemas declared once in src/domain/records
// (lenient about extra fields, strict about the types screens rely on), re-exported for the data layer.
export {
  competitionMetadataSchema, entrySchema, eventDisplaySettingsSchema, eventSchema, eventsSchema, judgeMarksSchema,
  officialSchema, panelsSchema, roundEntrySchema, roundMarksSchema, roundSchema, storedPanelSchema,
} from '../domain/records';
