// The generate form's draft and how it becomes the domain's options: pinned heats typed as heat numbers,
// an optional break at a fixed time added to the breaks already in the order, an optional target end.
import { breaksToKeep, type GenerateOptions, type RunningOrderInput } from '../../../../domain/running-order';
import { fromDateTimeInput } from '../../../../console-kit/utils/datetime-input';

export interface GenerateDraft {
  styleBlocks: boolean;
  levelOrder: boolean;
  combineFinals: boolean;
  resultsGapMinutes: string;
  addBreak: boolean;
  breakLabel: string;
  breakAt: string;
  breakMinutes: string;
  targetEnd: string;
  pinned: string;
}

/** Options, or a sentence naming the field to correct. */
export function optionsOf(draft: GenerateDraft, input: RunningOrderInput, judges: number | undefined): GenerateOptions | string {
  const numbers = draft.pinned.split(/[\s,;]+/u).filter(Boolean);
  const byNumber = new Map(Object.entries(input.slots).flatMap(([key, slot]) => (slot?.kind === 'heat' ? [[String(slot.number), key] as const] : [])));
  const unknown = numbers.filter((n) => !byNumber.has(n));
  if (unknown.length > 0) return `There is no heat ${unknown.join(', ')} to pin: give the numbers of heats in the order.`;
  const gap = Number(draft.resultsGapMinutes);
  if (draft.resultsGapMinutes.trim() === '' || !Number.isFinite(gap)) return 'Give the minutes needed for results between rounds (0 or more).';
  const options: GenerateOptions = {
    styleBlocks: draft.styleBlocks, levelOrder: draft.levelOrder, combineFinals: draft.combineFinals, resultsGapMinutes: gap,
    pinned: numbers.map((n) => byNumber.get(n) as string),
    ...(judges !== undefined ? { judges } : {}),
  };
  if (draft.addBreak) {
    const at = fromDateTimeInput(draft.breakAt);
    if (at === null) return 'Give the time the break starts.';
    options.breaks = [...breaksToKeep(input), { label: draft.breakLabel.trim() || 'Break', at, minutes: Number(draft.breakMinutes) }];
  }
  if (draft.targetEnd.trim() !== '') {
    const end = fromDateTimeInput(draft.targetEnd);
    if (end === null) return 'Give the target end as a date and time, or leave it empty.';
    options.targetEnd = end;
  }
  return options;
}
