// A row of a KeyboardReorder table: the handle's key handling and pressed state, and whether the row is picked
// up or is where the picked row would drop. After a drop the focus goes where every console action's goes: to
// the "Saved: …" message (WriteFeedback), from which Tab goes on.
import { useContext, type KeyboardEvent } from 'react';
import { KeyboardReorderContext } from './keyboard-reorder-context';

export function useKeyboardReorderRow(key: string) {
  const context = useContext(KeyboardReorderContext);
  const picked = context?.state?.active === key;
  return {
    handleProps: context ? {
      onKeyDown: (event: KeyboardEvent) => context.onKeyDown(key, event),
      onBlur: () => context.cancel(key),
      ...(picked ? { 'aria-pressed': true } : {}),
    } : {},
    picked,
    dropPlace: context?.state !== null && context?.state?.over === key && !picked,
  };
}
