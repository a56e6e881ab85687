// How this device's judge prefers to place finals; kept on the device so every final opens that way.
import eventConfig from '@event-config';
import { useState } from 'react';

export type FinalEntryMode = 'tap' | 'drag';

const storageKey = `ballroom:${eventConfig.firebase.projectId}:final-entry-mode`;

function loadMode(): FinalEntryMode {
  try {
    return localStorage.getItem(storageKey) === 'drag' ? 'drag' : 'tap';
  } catch {
    return 'tap';
  }
}

export function useFinalEntryMode(): [FinalEntryMode, (mode: FinalEntryMode) => void] {
  const [mode, setMode] = useState(loadMode);
  const choose = (next: FinalEntryMode) => {
    setMode(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Unavailable storage only means the choice is asked again after a reload.
    }
  };
  return [mode, choose];
}
