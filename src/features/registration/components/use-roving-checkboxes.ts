import { type FocusEvent, type KeyboardEvent, useState } from 'react';

const STEP: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export interface RovingCheckboxes {
  /** 0 for the one checkbox Tab stops at, -1 for the others. */
  tabIndexOf: (value: string) => 0 | -1;
  /** For the group's container: arrow keys, Home and End move between its checkboxes. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the group's container: the checkbox focused last is where Tab comes back to. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A long list of checkboxes as one Tab stop (roving tabindex): Tab enters the group at the box focused last,
 * the arrow keys move between boxes, Space ticks one, Tab leaves. The boxes stay real checkboxes.
 * `values` are the boxes' values in the order they appear.
 */
export function useRovingCheckboxes(values: readonly string[]): RovingCheckboxes {
  const [active, setActive] = useState<string | null>(null);
  const current = active !== null && values.includes(active) ? active : values[0];
  return {
    tabIndexOf: (value) => (value === current ? 0 : -1),
    onKeyDown: (event) => {
      const step = STEP[event.key];
      const target = event.target;
      if (!step || !(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
      const boxes = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
      const index = boxes.indexOf(target);
      if (index < 0) return;
      event.preventDefault();
      boxes[step(index, boxes.length)]?.focus();
    },
    onFocus: (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'checkbox' && values.includes(target.value)) setActive(target.value);
    },
  };
}
