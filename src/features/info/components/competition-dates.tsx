import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { formatDayRange } from '../../../components/format-date';
import { useCompetitionDates } from '../../../data/hooks/metadata-fields';

/**
 * The dates the organiser keeps in the database (they can move), falling back to the configuration's
 * while they load or if the read fails, so the line is never blank.
 */
const { startDate, endDate }: CompetitionBasics = eventConfig.competition;

export function CompetitionDates() {
  const { data } = useCompetitionDates();
  const start = data?.startDate ?? startDate;
  const end = data?.endDate ?? endDate;
  return <>{formatDayRange(start, end)}</>;
}
