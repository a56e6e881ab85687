// settings/: the organiser's display settings of the events screen and the registration cap.
import { z } from 'zod';

/** settings/events */
export const eventDisplaySettingsSchema = z.object({
  showScheduleIndex: z.boolean().optional(),
  hideLevelIcons: z.boolean().optional(),
  highlightOtherRoundsInEvent: z.boolean().optional(),
  hideClearRoundsButton: z.boolean().optional(),
  hideGenerateRoundsButton: z.boolean().optional(),
  reorderAfterAddRemoveRound: z.boolean().optional(),
  liveScrollRefreshIndex: z.number().optional(),
});
export type EventDisplaySettings = z.infer<typeof eventDisplaySettingsSchema>;

/** settings/registration/couplesPerAccount: how many couples one account may register. */
export const couplesPerAccountSchema = z.number().int().min(1);

/** settings/registration */
export const registrationSettingsSchema = z.object({ couplesPerAccount: couplesPerAccountSchema.optional() });
