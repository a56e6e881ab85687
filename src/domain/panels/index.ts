// Judge panels per event and round (issue 17): stored panels, stable letters, majority and posting checks.
export { PanelError, type PanelErrorCode } from './errors';
export { compareLetters, judgeKeysOf, judgeLetters, letterAt, newJudgeLettersPatch } from './judge-letters';
export { eventPanel, isOnRoundPanel, panelJudges, panelSourceOf, roundPanel, type PanelContext, type PanelSource, type RoundPanel } from './round-panel';
export { MIN_PANEL_TO_POST, majorityOf, panelWarnings, postingRefusal } from './panel-rules';
export { eventsAffectedByRemoving, removeJudgeFromPanelsPatch, setEventPanelPatch, setRoundPanelPatch, type AffectedEvent, type PanelEdit, type PanelEditInput } from './panel-patches';
export { judgeRoundsInOrder, type JudgeRoundRef } from './judge-rounds-in-order';
export { roundPanelsRenumberPatch } from './round-panels-renumber-patch';
export { remainingRoundsOf, replaceJudgePlan, type JudgeReplacement, type ReplacedRound } from './replace-judge';
export { setFloorPanelPatch } from './floor-panel';
