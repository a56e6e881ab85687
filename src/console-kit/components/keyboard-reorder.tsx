// Keyboard reordering for a sortable table (see keyboard-reorder-step.ts): the table provides the movable rows
// in order and what a drop does; each row's drag handle takes its key presses, and the row shows where it would go.
import { useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { KeyboardReorderContext } from '../hooks/keyboard-reorder-context';
import { keyboardReorderStep, type KeyboardReorderState } from '../utils/keyboard-reorder-step';

export interface KeyboardReorderProps {
  /** The rows that may move, in the list's order. */
  keys: readonly string[];
  labelOf: (key: string) => string;
  onDrop: (active: string, over: string) => void;
  children: ReactNode;
}

export function KeyboardReorder({ keys, labelOf, onDrop, children }: KeyboardReorderProps) {
  const [state, setState] = useState<KeyboardReorderState>(null);
  const [message, setMessage] = useState('');
  const onKeyDown = useCallback((key: string, event: KeyboardEvent) => {
    const outcome = keyboardReorderStep(state, key, event.code, keys, labelOf);
    if (!outcome.handled) return;
    event.preventDefault();
    event.stopPropagation();
    setState(outcome.state);
    if (outcome.message) setMessage(outcome.message);
    if (outcome.drop) onDrop(outcome.drop.active, outcome.drop.over);
  }, [state, keys, labelOf, onDrop]);
  // Leaving the handle while a row is picked up puts it back: a drop needs the person's Space.
  const cancel = useCallback((key: string) => {
    if (state?.active !== key) return;
    setState(null);
    setMessage(`Cancelled: ${labelOf(key)} stays where it was.`);
  }, [state, labelOf]);
  const value = useMemo(() => ({ state, onKeyDown, cancel }), [state, onKeyDown, cancel]);
  return (
    <KeyboardReorderContext.Provider value={value}>
      {children}
      <div role="status" aria-live="assertive" className="visually-hidden">{message}</div>
    </KeyboardReorderContext.Provider>
  );
}
