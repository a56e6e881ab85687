// Downloads a couple's heats as a calendar file with the current estimates; each download carries the new
// times under the same uids, so a calendar that imports it again moves its entries.
import eventConfig from '@event-config';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { calendarEntriesOf, calendarFileText, type CalendarHeatRef, type DayModel } from '../../domain/running-order';
import { downloadFile } from '../download-file';
import { errorText } from '../error-text';

export interface CalendarDownloadButtonProps {
  day: DayModel;
  /** The couple's (or dancer's) heats: which heat and what they dance in it. */
  heats: readonly CalendarHeatRef[];
  /** "Ann Lee & Bo Chan" */
  who: string;
  backNumber?: number | null;
  floorName?: (floor: string) => string | undefined;
}

const fileNameOf = (who: string) => `heats-${who.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.ics`;

export function CalendarDownloadButton({ day, heats, who, backNumber, floorName }: CalendarDownloadButtonProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const competition = eventConfig.competition.shortName;
  const { name, address } = eventConfig.competition.venue;
  const venue = [name, address].filter(Boolean).join(', ');
  const entries = calendarEntriesOf(day, heats, { competition, couple: who, backNumber, floorName, venue });
  if (entries.length === 0) return null;
  const download = () => {
    setProblem(null);
    try {
      downloadFile(fileNameOf(who), calendarFileText(entries, `${competition}: ${who}`, Date.now()), 'text/calendar');
    } catch (cause) {
      setProblem(`Could not make the calendar file: ${errorText(cause)}`);
    }
  };
  return (
    <>
      <Button size="sm" variant="outline-secondary" aria-label={`Add to calendar (.ics): the heats of ${who}`} onClick={download}>
        Add to calendar (.ics)
      </Button>
      {problem && <p role="alert" className="text-danger small mb-0">{problem}</p>}
    </>
  );
}
