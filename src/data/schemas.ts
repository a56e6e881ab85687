// Runtime validation of what the database returns, mirroring src/domain/model.ts.
// Lenient about extra fields (older records), strict about the types screens rely on.
import { z } from 'zod';
import type {
  CompetitionEvent, CompetitionMetadata, Entry, EventDisplaySettings, JudgeMarks, Official, PanelsRecord, Round, RoundEntry,
  StoredPanel,
} from '../domain/model';
import { LEVELS, OFFICIAL_ROLES, RoundState, STYLES } from '../domain/model';

const keyed = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

export const officialSchema: z.ZodType<Official> = z.object({
  name: z.string(),
  role: z.enum(OFFICIAL_ROLES),
  bio: z.string().optional(),
  photoURL: z.string().optional(),
});

export const competitionMetadataSchema: z.ZodType<CompetitionMetadata> = z.object({
  fullName: z.string(),
  primaryColor: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  dateRegistrationEarly: z.number().optional(),
  dateRegistrationOpen: z.number().optional(),
  dateRegistrationClosed: z.number().optional(),
  paymentTierEarly: z.number().optional(),
  paymentTierOpen: z.number().optional(),
  paymentTierLate: z.number().optional(),
  resultsPageShown: z.boolean().default(false),
  registrationStatus: z.enum(['auto', 'open', 'closed']).default('auto'),
  socials: z.object({ website: z.string().optional(), facebook: z.string().optional(), instagram: z.string().optional() }).optional(),
  officials: keyed(officialSchema).optional(),
  organizers: keyed(officialSchema).optional(),
});

export const entrySchema: z.ZodType<Entry> = z.object({
  entryId: z.string(),
  leadName: z.string(),
  followName: z.string(),
  leadId: z.string(),
  followId: z.string(),
  leadNumber: z.number().int().optional(),
  affiliation: z.string(),
  affiliationOther: z.string().optional(),
  registeredTime: z.number(),
  registeredBy: z.string().optional(),
  checkedIn: z.boolean().optional(),
});

export const roundEntrySchema: z.ZodType<RoundEntry> = z.object({
  leadName: z.string(),
  followName: z.string(),
  leadNumber: z.number().int().optional(),
  affiliation: z.string(),
  checkedIn: z.boolean().optional(),
});

const roundStateSchema: z.ZodType<RoundState> = z.enum(RoundState);

export const roundSchema: z.ZodType<Round> = z.object({
  roundId: z.string(),
  roundName: z.string(),
  roundNumber: z.number().int(),
  eventName: z.string(),
  scheduleIndex: z.number(),
  roundStartTime: z.number().optional(),
  recallSize: z.number().int(),
  roundState: roundStateSchema,
  entries: keyed(roundEntrySchema).optional(),
});

/** The database turns `{1: …, 2: …}` into a sparse array; both shapes become a keyed record. */
const roundsSchema = z
  .union([keyed(roundSchema), z.array(roundSchema.nullish())])
  .transform((value): Record<string, Round> => {
    if (!Array.isArray(value)) return value;
    const out: Record<string, Round> = {};
    value.forEach((round, index) => {
      if (round) out[String(index)] = round;
    });
    return out;
  });

export const eventSchema: z.ZodType<CompetitionEvent, unknown> = z.object({
  eventName: z.string(),
  style: z.enum(STYLES),
  eventLevel: z.enum(LEVELS),
  dances: keyed(z.number()),
  entries: keyed(entrySchema).optional(),
  rounds: roundsSchema.optional(),
});

export const eventsSchema = keyed(eventSchema);

export const judgeMarksSchema: z.ZodType<JudgeMarks> = z.object({
  dances: keyed(keyed(z.number())).optional(),
  submittedAt: z.number().optional(),
});

/** marks/<event>/<round>: judgeKey → that judge's marks. */
export const roundMarksSchema = keyed(judgeMarksSchema);

export const eventDisplaySettingsSchema: z.ZodType<EventDisplaySettings> = z.object({
  showScheduleIndex: z.boolean().optional(),
  hideLevelIcons: z.boolean().optional(),
  highlightOtherRoundsInEvent: z.boolean().optional(),
  hideClearRoundsButton: z.boolean().optional(),
  hideGenerateRoundsButton: z.boolean().optional(),
  reorderAfterAddRemoveRound: z.boolean().optional(),
  liveScrollRefreshIndex: z.number().optional(),
});

/** panels/<events|rounds/<event>>/…: the judges sitting on one panel. */
export const storedPanelSchema: z.ZodType<StoredPanel> = z.object({ judges: keyed(z.literal(true)) });

/** panels/rounds/<event>: round number → panel; the database may return it as a sparse array. */
const roundPanelsSchema = z
  .union([keyed(storedPanelSchema), z.array(storedPanelSchema.nullish())])
  .transform((value): Record<string, StoredPanel> => {
    if (!Array.isArray(value)) return value;
    const out: Record<string, StoredPanel> = {};
    value.forEach((panel, index) => {
      if (panel) out[String(index)] = panel;
    });
    return out;
  });

/** panels/: every event's and round's panel and the judges' letters (docs/DATA-MODEL.md). */
export const panelsSchema: z.ZodType<PanelsRecord, unknown> = z.object({
  events: keyed(storedPanelSchema).optional(),
  rounds: keyed(roundPanelsSchema).optional(),
  letters: keyed(z.string()).optional(),
});
