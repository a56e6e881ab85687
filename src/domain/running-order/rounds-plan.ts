// What a bulk change of rounds will do, shown before it is written: the rounds, heats and couples that change,
// and the rounds kept (with why), plus the one patch that does it.
import type { TreeUpdate } from '../tree-update';

export interface RoundChange {
  eventName: string;
  roundNumber: number;
  change: 'added' | 'removed' | 'changed';
  roundName: string;
  couplesBefore: number;
  couplesAfter: number;
  message: string;
}

export interface HeatChange {
  slotKey: string;
  heatNumber: number;
  change: 'added' | 'changed' | 'removed';
  message: string;
}

export interface KeptRound {
  eventName: string;
  roundNumber: number;
  roundName: string;
  reasons: string[];
  message: string;
}

export interface RoundsPlan {
  patch: TreeUpdate;
  rounds: RoundChange[];
  heats: HeatChange[];
  kept: KeptRound[];
  /** Events whose rounds the patch writes. */
  changedEvents: string[];
}
