// Downloads a couple's heats as a calendar file with the current estimates; each download carries the new
// times under the same uids, so a calendar that imports it again moves its entries. The file's writer loads on
// the click (calendar-download.ts), so a dancer's page opens without it (docs/PERFORMANCE.md, "Smaller scripts").
import eventConfig from '@event-config';
import { useState } from 'react';
import { hasCalendarTimes, type CalendarHeatRef, type DayModel } from '../../domain/running-order';
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
  const [making, setMaking] = useState(false);
  if (!hasCalendarTimes(day, heats)) return null;
  const competition = eventConfig.competition.shortName;
  const { name, address } = eventConfig.competition.venue;
  const venue = [name, address].filter(Boolean).join(', ');
  const download = async () => {
    if (making) return;
    setProblem(null);
    setMaking(true);
    try {
      const writer = await import('./calendar-download').catch((cause: unknown) => {
        throw new Error('this page could not load its calendar writer. Check the connection and try again.', { cause });
      });
      writer.downloadCalendar(fileNameOf(who), `${competition}: ${who}`, day, heats, { competition, couple: who, backNumber, floorName, venue });
    } catch (cause) {
      setProblem(`Could not make the calendar file: ${errorText(cause)}`);
    } finally {
      setMaking(false);
    }
  };
  // Bootstrap's button markup (not react-bootstrap's Button): the same look, without its script on the page.
  // While the writer loads the button says it is busy and ignores another click; focus stays on it.
  return (
    <>
      <button
        type="button" className="btn btn-sm btn-outline-secondary" aria-label={`Add to calendar (.ics): the heats of ${who}`}
        aria-busy={making} onClick={() => void download()}
      >
        Add to calendar (.ics)
      </button>
      {problem && <p role="alert" className="text-danger small mb-0">{problem}</p>}
    </>
  );
}
