// The day's running order (issue 16): numbered floor heats, shared floors, clashes and live times.
export { DEFAULT_SCHEDULE_SETTINGS, capacityFor, scheduleSettingsOf, storedScheduleSettings, validateScheduleSettings } from './settings';
export { RunningOrderError, type RunningOrderErrorCode } from './errors';
export type { RunningOrderInput } from './running-order-input';
export { floorHeatsInOrder, heatRoundKey, heatsOfRound, slotsInOrder, type OrderedHeat, type OrderedSlot } from './slots';
export { coupleIdsOfHeatRound, heatCouples, heatPeople, personId, plannedCoupleCount, splitIntoParts, type HeatCouple, type HeatPerson } from './heat-couples';
export { buildRunningOrder, buildRunningOrderPatch, heatCountFor, scheduleSettingsPatch } from './build-running-order';
export { combineHeatsPatch, combineRefusal, roundHasMarks, separateRoundPatch } from './combine-heats';
export { moveCoupleToPartPatch, resplitRoundPatch } from './split-round';
export { addBreakPatch, editBreakPatch, moveSlotPatch, removeBreakPatch, renumberHeatsPatch, slotTimesPatch, type NewBreak } from './edit-slots';
export { clashKey, findClashes, newClashes, type Clash, type ClashScope, type ClashHeat, type ClashReason } from './clashes';
export { heatDurationMs, slotDurationMs, timelineOf, type SlotStatus, type SlotTiming, type Timeline } from './timeline';
export { competitorHeats, type CompetitorHeat } from './competitor-heats';
export { clashesCreatedBy, refuseNewClashes, slotsAfterPatch } from './guard-clashes';
export { addRoundHeatsPatch, renumberRoundRefsPatch, runningOrderProblems, type RunningOrderProblem } from './round-refs';
export { heatsMatching } from './search-heats';
