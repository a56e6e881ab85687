// Which judges of the panel have submitted this round, and how many marks each has saved so far.
import Badge from 'react-bootstrap/Badge';
import type { JudgeMarks } from '../../../domain/model';
import type { PanelJudge } from '../../../domain/results';

const savedCount = (marks: JudgeMarks | undefined) =>
  Object.values(marks?.dances ?? {}).reduce((n, dance) => n + Object.values(dance ?? {}).filter((mark) => mark > 0).length, 0);

export function JudgeSubmissions({ panel, marks }: { panel: readonly PanelJudge[]; marks: Readonly<Record<string, JudgeMarks>> }) {
  if (panel.length === 0) return <p className="text-warning">No judges are listed: add them on the officials screen.</p>;
  return (
    <ul aria-label="Judges" className="list-unstyled d-flex flex-wrap gap-3">
      {panel.map((judge) => {
        const submitted = marks[judge.key]?.submittedAt !== undefined;
        const from = judge.paper ? ' (paper sheet)' : '';
        return (
          <li key={judge.key} aria-label={`${judge.label} ${judge.name}${from}: ${submitted ? 'submitted' : 'not submitted'}`}>
            <strong>{judge.label}</strong> {judge.name}{' '}
            {judge.paper && <Badge bg="warning" text="dark" className="me-1">Paper</Badge>}
            <Badge bg={submitted ? 'success' : 'secondary'}>{submitted ? 'Submitted' : `Marking (${savedCount(marks[judge.key])} marks)`}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
