// Where each of the account's couples stands in the day (on the floor, on deck, N heats away, done), and the
// on-deck alerts for the opt-in notification: all from the one model of the day.
import { useMemo, type ReactNode } from 'react';
import { NextHeatLine } from '../../../components/next-heat/next-heat-line';
import type { ScheduleSettings } from '../../../domain/model';
import {
  heatsOfEntry, nextHeatSentence, nextHeatStanding, onDeckAlertOf, organiserFloorNames, type DayModel, type OnDeckAlert,
} from '../../../domain/running-order';
import type { MyCouple } from './my-couples';

export interface CouplesOnDeck {
  /** Some couple still has a heat to dance: the notification is worth offering. */
  dancing: boolean;
  alerts: OnDeckAlert[];
  lineOf: (entryId: string) => ReactNode;
}

const NOBODY: CouplesOnDeck = { dancing: false, alerts: [], lineOf: () => null };

export function useCouplesOnDeck(day: DayModel | undefined, settings: Partial<ScheduleSettings> | undefined, couples: readonly MyCouple[]): CouplesOnDeck {
  return useMemo(() => {
    if (!day) return NOBODY;
    const floorName = organiserFloorNames(settings);
    const several = day.floors.length > 1;
    const rows = couples.map((couple) => {
      const who = `${couple.entry.leadName} & ${couple.entry.followName}`;
      const standing = nextHeatStanding(day, heatsOfEntry(day, couple.entryId).map((heat) => heat.slotKey));
      const floor = standing.kind === 'on-deck' && several ? floorName(standing.heat.floor) ?? `floor ${standing.heat.floor}` : undefined;
      return {
        entryId: couple.entryId, standing,
        line: <NextHeatLine who={who} sentence={nextHeatSentence(standing, { floorCount: day.floors.length, floorName })} />,
        alert: onDeckAlertOf(standing, who, new Set(), floor),
      };
    });
    return {
      dancing: rows.some((row) => row.standing.kind !== 'no-heats' && row.standing.kind !== 'done'),
      alerts: rows.flatMap((row) => (row.alert ? [row.alert] : [])),
      lineOf: (entryId) => rows.find((row) => row.entryId === entryId)?.line ?? null,
    };
  }, [day, settings, couples]);
}
