// Runs one admin write and keeps what a screen needs to show about it: pending, the error, done.
// A failed write leaves the caller's form state alone, so the user's input is never lost.
import { useCallback, useState } from 'react';
import { trackAction } from '../../data/actions-in-flight';
import { toDbError } from '../../data/errors';

export interface WriteState {
  pending: boolean;
  error: string | null;
  /** Set after the last write succeeded; cleared when the next one starts. */
  done: boolean;
}

/** What a component needs of a write: to run it, and to show that it is under way or why it failed. */
export interface WriteControl<A extends unknown[]> {
  /** Resolves true when the write went through; never throws. */
  run: (...args: A) => Promise<boolean>;
  pending: boolean;
  error: string | null;
}

export interface Write<A extends unknown[]> extends WriteState, WriteControl<A> {
  clearError: () => void;
}

export function useWrite<A extends unknown[]>(action: (...args: A) => Promise<unknown>): Write<A> {
  const [state, setState] = useState<WriteState>({ pending: false, error: null, done: false });
  const run = useCallback(
    async (...args: A) => {
      setState({ pending: true, error: null, done: false });
      try {
        await trackAction(() => action(...args));
        setState({ pending: false, error: null, done: true });
        return true;
      } catch (error) {
        // DbErrors and domain refusals both carry a message written for the person at the screen.
        const message = error instanceof Error ? error.message : toDbError(error).message;
        setState({ pending: false, error: message, done: false });
        return false;
      }
    },
    [action],
  );
  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);
  return { ...state, run, clearError };
}
