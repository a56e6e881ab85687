import type { SlotStatus } from '../../domain/running-order';

/** How the public reads a heat's status. */
export const SLOT_STATUS_TEXT: Readonly<Record<SlotStatus, string>> = {
  danced: 'Danced',
  'on-floor': 'On the floor',
  'on-deck': 'On deck',
  'to-come': 'To come',
};
