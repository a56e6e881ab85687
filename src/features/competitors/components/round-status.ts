import { RoundState } from '../../../domain/model';

/** How a dancer reads a round's state. */
export const PUBLIC_ROUND_STATE: Readonly<Record<RoundState, string>> = {
  [RoundState.Empty]: 'Not drawn yet',
  [RoundState.Initialized]: 'Scheduled',
  [RoundState.Running]: 'On the floor',
  [RoundState.Skipped]: 'Skipped',
  [RoundState.Marked]: 'Being scored',
  [RoundState.Posted]: 'Results posted',
};
