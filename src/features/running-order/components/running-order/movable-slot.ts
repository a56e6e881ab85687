// A heat or break may move while it is still to come (or only on deck); one on the floor or danced stays put.
import type { SlotTiming } from '../../../../domain/running-order';

export const isMovableSlot = ({ status }: Pick<SlotTiming, 'status'>): boolean => status === 'to-come' || status === 'on-deck';
