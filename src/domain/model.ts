// The competition's entities as stored in the database (see docs/DATA-MODEL.md). Each record's shape is
// declared once, as a zod schema in src/domain/records, and its type inferred from it; this file re-exports
// the types (type-only, so no zod) and the zod-free word lists under their old names.
export { LEVELS, OFFICIAL_ROLES, REGISTRATION_STATUSES, RoundState, STAFF_ROLES, STYLES } from './vocabulary';
export type { Level, OfficialRole, RegistrationStatus, StaffRole, Style } from './vocabulary';
export type {
  BreakSlot, CompetitionEvent, CompetitionMetadata, Entry, EventDisplaySettings, FloorHeatSlot, HeatRound, JudgeMarks,
  JudgeSession, Official, PanelsRecord, Registrant, RoleGrants, Round, RoundEntry, RunningOrderRecord, ScheduleSettings,
  ScheduleSlot, SlotTimes, Socials, StoredPanel, DancerCheckIn, PaperJudgeRecord, PaperSheet, FloorId, FloorSetting,
} from './records';
