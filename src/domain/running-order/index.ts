// The day's running order (issue 16): numbered floor heats, shared floors, clashes and live times.
export { DEFAULT_SCHEDULE_SETTINGS, capacityFor, scheduleSettingsOf } from './settings';
export { storedScheduleSettings, validateScheduleSettings } from './settings-checks';
export { RunningOrderError, type RunningOrderErrorCode } from './errors';
export type { RunningOrderInput } from './running-order-input';
export { floorHeatsInOrder, heatRoundKey, heatsOfRound, slotsInOrder, type OrderedHeat, type OrderedSlot } from './slots';
export { coupleIdsOfHeatRound, heatCouples, heatPeople, personId, plannedCoupleCount, splitIntoParts, type HeatCouple, type HeatPerson } from './heat-couples';
export { buildRunningOrder, buildRunningOrderPatch, heatCountFor, scheduleSettingsPatch } from './build-running-order';
export { combineHeatsPatch, combineRefusal, roundHasMarks, separateRoundPatch } from './combine-heats';
export { moveCoupleToPartPatch, resplitRoundPatch } from './split-round';
export { addBreakPatch, editBreakPatch, moveSlotPatch, removeBreakPatch, renumberHeatsPatch, slotTimesPatch, type NewBreak } from './edit-slots';
export { clashKey, findClashes, newClashes, type Clash, type ClashScope, type ClashHeat, type ClashReason } from './clashes';
export { heatDurationMs, slotDurationMs, timelineOf, type FloorPace, type SlotStatus, type SlotTiming, type Timeline } from './timeline';
export { competitorHeats, type CompetitorHeat } from './competitor-heats';
export { heatsWithDayTimes, type CompetitorHeatInDay } from './heats-with-day-times';
export { clashesCreatedBy, refuseNewClashes, slotsAfterPatch } from './guard-clashes';
export { addRoundHeatsPatch, renumberRoundRefsPatch, runningOrderProblems, type RunningOrderProblem } from './round-refs';
export { heatsMatching } from './search-heats';
export * from './rounds-in-running-order';
export * from './rounds-in-state';
export * from './running-order-patch';
export { findRound, roundCouplesInOrder } from './heat-couples';
// The one model of the day (issue 29): every screen reads heats, times, couples and the floor from here.
export type { DancerCheckIns, DayAnomaly, DayBreak, DayCouple, DayFloor, DayHeat, DayModel, DayRound, DaySlot } from './day-model';
export { dayModelOf } from './build-day-model';
export { DEFAULT_FLOOR, floorOf, floorsOf } from './floors';
export { dayTimelineOf, floorInputOf, floorTimelineOf } from './floor-timeline';
export { advanceHeatPatch } from './advance-heat';
export { heatOfRound, heatsOfRoundInDay, roundOrderOf, roundStartOf, type RoundInDay } from './day-rounds';
export { heatsOfCouple, heatsOfDancer, heatsOfEntry, nextHeatOfCouple, nextHeatOfDancer, type HeatOfCouple, type NextHeat } from './couple-heats';
export { nextHeatStanding, type NextHeatStanding } from './next-heat-standing';
export { nextHeatSentence, organiserFloorNames, type NextHeatSentenceOptions } from './next-heat-sentence';
export { calendarFileText } from './calendar-file';
export { calendarEntriesOf, calendarUid, type CalendarEntry, type CalendarHeatRef, type CalendarOptions } from './calendar-heats';
export { hasCalendarTimes } from './calendar-times';
export { onDeckAlertOf, type OnDeckAlert } from './on-deck-alert';
export { roundFieldsInStepPatch, withRoundFieldsInStep } from './round-fields-in-step';
export { clashChangeMessage, clashIdentity, clashesMadeWorse, type ClashChange } from './clash-change';
export { clashReport, nearestResolvingPlace, type ClashGroup } from './clash-report';
export { clashesWorsenedBy, moveHeatsPlan, type MovePlan } from './move-heats';
export { moveCoupleToHeatPlan } from './move-couple';
export { inversePatch, undoRecordOf, undoRefusal, type UndoRecord } from './undo-record';
export { roundProtection, type RoundProtection } from './round-protection';
export type { HeatChange, KeptRound, RoundChange, RoundsPlan } from './rounds-plan';
export { planReseedRounds, type ReseedOptions, type RoundsPlanInput } from './plan-reseed-rounds';
export { planNewEventRounds, type NewEventRoundsOptions } from './plan-new-event-rounds';
export { attendanceOf, checkInDancerPatch, undoDancerCheckInPatch, type DancerAttendance, type HeatCheckIn } from './dancer-check-in';
export { deskDancersOf, searchDeskDancers, type DeskDancer } from './desk-dancers';
export { heatLineOf, roundTitle, type HeatLine } from './views/heat-line';
export { viewForJudgeTablet, type JudgeTabletHeat } from './views/view-for-judge-tablet';
export { viewForDeckCaptain, type DeckCaptainView, type DeckHeat } from './views/view-for-deck-captain';
export { viewForMc, type McHeat, type McView } from './views/view-for-mc';
export { viewForLive, type LiveView } from './views/view-for-live';
export { viewForSchedule, type ScheduleRow } from './views/view-for-schedule';
export { viewForHeatSheet, type HeatSheetFilter, type HeatSheetLine } from './views/view-for-heat-sheet';
export { viewForDancer, type DancerView } from './views/view-for-dancer';
export { viewForScrutineer, type ScrutineerView } from './views/view-for-scrutineer';
// Several floors and the generated running order (issue 30).
export { DEFAULT_FLOOR_CHANGE_MINUTES, floorChangeMsOf, floorIdsOf, floorNameOf } from './settings';
export { floorUndoRefusal, moveHeatToFloorPatch } from './move-heat-to-floor';
export { inputAfterPatch } from './round-fields-in-step';
export { breaksToKeep, generateRunningOrder } from './generate/generate-running-order';
export {
  DEFAULT_RESULTS_GAP_MINUTES, MIN_PANEL_PER_FLOOR, type BrokenConstraint, type ConstraintName, type FixedBreak, type FloorFigures,
  type GenerateOptions, type GenerateResult, type GeneratedFigures, type GeneratedOrder, type GeneratedHeatChange, type ImpossibleOrder,
} from './generate/generate-options';
