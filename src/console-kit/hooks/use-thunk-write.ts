// One write status for a group of controls (a schedule row, a card): each control passes its own action.
import { useWrite, type Write } from './use-write';

const runThunk = (thunk: () => Promise<unknown>) => thunk();

export function useThunkWrite(): Write<[() => Promise<unknown>]> {
  return useWrite(runThunk);
}
