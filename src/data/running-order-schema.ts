// Runtime validation of schedule/ (the day's running order), declared in src/domain/records.
export {
  breakSlotSchema, floorHeatSlotSchema, heatRoundSchema, runningOrderRecordSchema, scheduleSettingsSchema, scheduleSlotSchema,
  scheduleSlotsSchema,
} from '../domain/records';
