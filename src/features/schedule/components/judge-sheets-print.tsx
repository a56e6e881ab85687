// The printable blank judge sheets (?judgesheets=<event> or * for every round with couples, in schedule
// order), and the picker that opens them.
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useEvents } from '../../../data/hooks/competition';
import { useOfficials } from '../../../data/hooks/officials';
import { usePanels } from '../../../data/hooks/panels';
import { RoundState } from '../../../domain/model';
import { judgeSheets } from '../../../domain/transfer';
import { DataGate } from '../../../console-kit/components/data-gate';
import { PrintFrame } from '../../../console-kit/components/print-frame';
import { ALL_EVENTS } from './heat-sheet-picker';
import { JudgeSheets } from './judge-sheets';

export function JudgeSheetsPrint({ eventName }: { eventName: string }) {
  const events = useEvents();
  const officials = useOfficials();
  const panels = usePanels();
  return (
    <DataGate values={[events, officials, panels]}>
      {() => {
        const pages = judgeSheets(events.data ?? {}, officials.data ?? {}, {
          panels: panels.data,
          include: (event, round) =>
            (eventName === ALL_EVENTS || event.eventName === eventName) && round.roundState !== RoundState.Skipped && Object.keys(round.entries ?? {}).length > 0,
        });
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
  const id = useId();
  const [choice, setChoice] = useState(ALL_EVENTS);
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3 d-print-none">
      <Form.Group controlId={id}>
        <Form.Label>Blank judge sheets for</Form.Label>
        <Form.Select value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value={ALL_EVENTS}>All events</option>
          {eventNames.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <Link className="btn btn-outline-secondary" to={`?${new URLSearchParams({ judgesheets: choice })}`}>
        Open judge sheets
      </Link>
    </div>
  );
}
