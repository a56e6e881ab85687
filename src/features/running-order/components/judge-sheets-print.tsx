// The printable blank judge sheets (?judgesheets=<event> or * for every round with couples, in the order of
// the day, a page per heat of the running order), and the picker that opens them. &round=<n>&judge=<key> narrow
// the print to one round's heats for one judge: the scrutineer's paper fallback prints just that judge's sheets.
import { EmptyState } from '../../../components/empty-state';
import { useNow } from '../../../components/use-now';
import { useDay } from '../../../data/hooks/day';
import { useEvents } from '../../../data/hooks/competition';
import { useOfficials } from '../../../data/hooks/officials';
import { usePanels } from '../../../data/hooks/panels';
import { RoundState } from '../../../domain/model';
import { judgeSheets } from '../../../domain/transfer';
import { DataGate } from '../../../console-kit/components/data-gate';
import { PrintFrame } from '../../../console-kit/components/print-frame';
import { ALL_EVENTS, SheetPicker } from './sheet-picker';
import { JudgeSheets } from './judge-sheets';

export interface JudgeSheetsFilter {
  eventName: string;
  /** Only this round of the event (null: every round). */
  roundNumber?: number | null;
  /** Only this judge's pages (null: every judge of the panel). */
  judgeKey?: string | null;
}

export function JudgeSheetsPrint({ eventName, roundNumber = null, judgeKey = null }: JudgeSheetsFilter) {
  const events = useEvents();
  const officials = useOfficials();
  const panels = usePanels();
  const now = useNow(60_000);
  const day = useDay(now);
  return (
    <DataGate values={[events, officials, panels, day]}>
      {() => {
        if (!day.data) return null;
        const pages = judgeSheets(day.data, events.data ?? {}, officials.data ?? {}, {
          panels: panels.data,
          include: (event, round) =>
            (eventName === ALL_EVENTS || event.eventName === eventName) && (roundNumber === null || round.roundNumber === roundNumber) && round.roundState !== RoundState.Skipped && Object.keys(round.entries ?? {}).length > 0,
        }).filter((page) => judgeKey === null || page.judge.key === judgeKey);
        const title = eventName === ALL_EVENTS ? 'Judge sheets' : `Judge sheets: ${eventName}`;
        return (
          <PrintFrame title={title} backTo="/admin/eventschedule" backLabel="Back to the schedule">
            {pages.length === 0 ? (
              <EmptyState title="No sheets to print">Sheets need a round with couples and at least one judge among the officials.</EmptyState>
            ) : (
              <JudgeSheets pages={pages} />
            )}
          </PrintFrame>
        );
      }}
    </DataGate>
  );
}

export function JudgeSheetsLink({ eventNames }: { eventNames: string[] }) {
  return <SheetPicker eventNames={eventNames} label="Blank judge sheets for" param="judgesheets" open="Open judge sheets" />;
}
