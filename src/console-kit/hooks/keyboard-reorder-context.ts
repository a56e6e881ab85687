// The shared state of a table's keyboard reordering (components/keyboard-reorder.tsx provides it).
import { createContext, type KeyboardEvent } from 'react';
import type { KeyboardReorderState } from '../utils/keyboard-reorder-step';

export interface KeyboardReorderValue {
  state: KeyboardReorderState;
  onKeyDown: (key: string, event: KeyboardEvent) => void;
  cancel: (key: string) => void;
}

export const KeyboardReorderContext = createContext<KeyboardReorderValue | null>(null);
