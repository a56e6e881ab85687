// One key press on a reorderable list's drag handle: Space or Enter picks the row up, the arrow keys go one
// movable row at a time in the list's order, Space or Enter drops it there, Escape cancels. Going by the list's
// order, not by geometry: @dnd-kit's keyboard sensor picks the row by position on screen, and on the long running
// order (rows of different heights, the window scrolling as the row moves) it jumped from heat 35 to heat 7.

export type KeyboardReorderState = { readonly active: string; readonly over: string } | null;

export interface KeyboardReorderOutcome {
  state: KeyboardReorderState;
  /** The key was ours: the page must not also scroll or click. */
  handled: boolean;
  /** Dropped over another row: the caller moves `active` to where `over` is. */
  drop?: { active: string; over: string };
  /** What a screen reader says (a live region). */
  message?: string;
}

const PICK = new Set(['Space', 'Enter']);
const STEP: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

export function keyboardReorderStep(
  state: KeyboardReorderState,
  handleKey: string,
  code: string,
  keys: readonly string[],
  labelOf: (key: string) => string,
): KeyboardReorderOutcome {
  const label = labelOf(handleKey);
  if (state === null || state.active !== handleKey) {
    if (!PICK.has(code) || !keys.includes(handleKey)) return { state, handled: false };
    return { state: { active: handleKey, over: handleKey }, handled: true, message: `Picked up ${label}. The arrow keys move it, Space drops it, Escape cancels.` };
  }
  if (code === 'Escape') return { state: null, handled: true, message: `Cancelled: ${label} stays where it was.` };
  if (PICK.has(code)) {
    if (state.over === state.active) return { state: null, handled: true, message: `Dropped ${label} where it was.` };
    return { state: null, handled: true, drop: { ...state }, message: `Dropped ${label} where ${labelOf(state.over)} was.` };
  }
  const step = STEP[code];
  if (step === undefined) return { state, handled: false };
  const next = keys[keys.indexOf(state.over) + step];
  if (next === undefined) return { state, handled: true, message: `${capitalised(label)} cannot go further ${step > 0 ? 'down' : 'up'}.` };
  const message = next === state.active ? `${capitalised(label)} is back at its place.` : `${capitalised(label)} is over ${labelOf(next)}.`;
  return { state: { active: state.active, over: next }, handled: true, message };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
