// What a row of the running order can ask for; the route wires these to src/data/admin/running-order.
import type { NewBreak } from '../../../../domain/running-order';

export interface SlotActions {
  move: (slotKey: string, to: number) => Promise<void>;
  record: (slotKey: string, moment: 'start' | 'finish') => Promise<void>;
  separate: (slotKey: string, roundKey: string) => Promise<void>;
  /** Dances a round not yet split in two floor heats (the second follows the first). */
  splitInTwo: (roundKey: string) => Promise<void>;
  editBreak: (slotKey: string, draft: NewBreak) => Promise<void>;
  removeBreak: (slotKey: string) => Promise<void>;
}
