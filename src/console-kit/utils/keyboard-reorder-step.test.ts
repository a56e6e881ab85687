// Keyboard reordering goes one movable row at a time in the list's order (issue 29: the console's keyboard
// drag jumped from heat 35 to heat 7 when it went by position on screen).
import { describe, expect, it } from 'vitest';
import { keyboardReorderStep, type KeyboardReorderState } from './keyboard-reorder-step';

const keys = ['s33', 's35', 's37', 's38'];
const labelOf = (key: string) => `heat ${key.slice(1)}`;
const step = (state: KeyboardReorderState, handle: string, code: string) => keyboardReorderStep(state, handle, code, keys, labelOf);

describe('a key press on a drag handle', () => {
  it('Space picks the row up; ArrowDown goes to the next row in order, then the one after', () => {
    const picked = step(null, 's35', 'Space');
    expect(picked).toMatchObject({ state: { active: 's35', over: 's35' }, handled: true });
    const once = step(picked.state, 's35', 'ArrowDown');
    expect(once).toMatchObject({ state: { active: 's35', over: 's37' }, message: 'Heat 35 is over heat 37.' });
    expect(step(once.state, 's35', 'ArrowDown').state).toEqual({ active: 's35', over: 's38' });
    expect(step(once.state, 's35', 'ArrowUp')).toMatchObject({ state: { active: 's35', over: 's35' }, message: 'Heat 35 is back at its place.' });
  });

  it('Space drops over the row reached, Enter too; Escape cancels with nothing to drop', () => {
    const over = { active: 's35', over: 's37' };
    expect(step(over, 's35', 'Space')).toEqual({ state: null, handled: true, drop: over, message: 'Dropped heat 35 where heat 37 was.' });
    expect(step(over, 's35', 'Enter').drop).toEqual(over);
    const cancelled = step(over, 's35', 'Escape');
    expect(cancelled.state).toBeNull();
    expect(cancelled.drop).toBeUndefined();
    expect(step({ active: 's35', over: 's35' }, 's35', 'Space').drop).toBeUndefined();
  });

  it('stops at either end with a message, and leaves other keys and rows that may not move to the page', () => {
    expect(step({ active: 's35', over: 's38' }, 's35', 'ArrowDown')).toMatchObject({ state: { over: 's38' }, handled: true, message: 'Heat 35 cannot go further down.' });
    expect(step({ active: 's35', over: 's33' }, 's35', 'ArrowUp').state).toEqual({ active: 's35', over: 's33' });
    expect(step(null, 's35', 'ArrowDown').handled).toBe(false);
    expect(step(null, 's7', 'Space').handled).toBe(false);
    expect(step({ active: 's35', over: 's37' }, 's35', 'Tab').handled).toBe(false);
  });
});
