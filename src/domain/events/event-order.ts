// The order a program lists events in: by style (Standard, Latin, Smooth, Rhythm, Nightclub), then by
// level from Newcomer up, then by name.
import { compareLevels } from '../constants';
import { type CompetitionEvent, STYLES } from '../model';

export function compareEvents(a: Pick<CompetitionEvent, 'style' | 'eventLevel' | 'eventName'>, b: Pick<CompetitionEvent, 'style' | 'eventLevel' | 'eventName'>): number {
  return (
    STYLES.indexOf(a.style) - STYLES.indexOf(b.style) ||
    compareLevels(a.eventLevel, b.eventLevel) ||
    a.eventName.localeCompare(b.eventName)
  );
}
