// The scrutineer's paper fallback for one round (issue 35): switch a judge whose tablet fails to paper (the judge
// marks the printed sheet), type that sheet twice, settle the differences; the settled sheet is the judge's marks.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../data/auth/use-auth';
import type { JudgeMarks, PaperJudgeRecord, Round, StaffRole } from '../../../domain/model';
import { RoundState } from '../../../domain/model';
import { type PaperRound, paperStep } from '../../../domain/scrutiny';
import type { PanelJudge } from '../../../domain/results';
import type { FloorCouple } from '../../../domain/rounds';
import { useActorWrite } from '../../../console-kit/hooks/use-actor-write';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { retypePaperMarks, savePaperEntry, settlePaperMarks, switchJudgeBackToTablet, switchJudgeToPaper } from '../../../use-cases/scrutiny/paper-marks';
import { PaperDifferences } from './paper-differences';
import { PaperEntryForm } from './paper-entry-form';

export interface PaperJudgesProps {
  round: Round;
  paperRound: PaperRound;
  panel: readonly PanelJudge[];
  couples: readonly FloorCouple[];
  marks: Readonly<Record<string, JudgeMarks>>;
  paper: Readonly<Record<string, PaperJudgeRecord>>;
  coupleLabel: (entryId: string) => string;
  actor: StaffRole | null;
}

// That judge's sheets for this round's heat(s) only: the paper fallback prints what the judge marks now.
const judgeSheetsLink = (round: Round, judgeKey: string) =>
  `/admin/eventschedule?${new URLSearchParams({ judgesheets: round.eventName, round: String(round.roundNumber), judge: judgeKey })}`;

export function PaperJudges({ round, paperRound, panel, couples, marks, paper, coupleLabel, actor }: PaperJudgesProps) {
  const write = useActorWrite(actor);
  const uid = useAuth().user?.uid ?? '';
  const open = round.roundState === RoundState.Initialized || round.roundState === RoundState.Running;
  const switchable = panel.filter((j) => !paper[j.key] && marks[j.key]?.submittedAt === undefined);
  const [chosen, setChosen] = useState('');
  const onPaper = panel.filter((j) => paper[j.key]);
  if (!open && onPaper.length === 0) return null;
  const ref = (judgeKey: string) => ({ eventName: round.eventName, roundNumber: round.roundNumber, judgeKey, by: uid });

  return (
    <section aria-label="Paper marks" className="border rounded p-3 mb-3">
      <h3 className="h5">Paper marks</h3>
      <WriteFeedback error={write.error} onDismiss={write.clearError} />
      {open && switchable.length > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <Form.Group controlId={`paper-judge-${round.roundId}`}>
            <Form.Label>Judge to switch to paper</Form.Label>
            <Form.Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">Choose a judge</option>
              {switchable.map((j) => <option key={j.key} value={j.key}>{j.label} {j.name}</option>)}
            </Form.Select>
          </Form.Group>
          <Button variant="outline-warning" disabled={write.pending || chosen === ''} onClick={() => void write.act(() => switchJudgeToPaper(ref(chosen))).then(() => setChosen(''))}>
            Switch to paper for this round
          </Button>
        </div>
      )}
      {onPaper.length === 0 && (
        <p className="small text-muted mb-0">Every judge marks on a tablet. Switch a judge whose tablet fails: the tablet then tells the judge to mark on paper, and the judge marks the printed sheet.</p>
      )}
      {onPaper.map((judge) => {
        const record = paper[judge.key];
        const step = paperStep(paperRound, record, marks[judge.key]?.submittedAt !== undefined);
        const name = `${judge.label} ${judge.name}`;
        return (
          <section key={judge.key} aria-label={`${name} on paper`} className="border-top pt-2 mt-2">
            <h4 className="h6">{name}: on paper for this round</h4>
            {open && <p className="small"><Link to={judgeSheetsLink(round, judge.key)}>Print {name}'s judge sheet for this round</Link></p>}
            {step.step === 'settled' && <p role="status">Settled: {name}'s marks of this round were typed from the paper sheet.</p>}
            {step.step === 'reopened' && round.roundState === RoundState.Running && (
              <p>
                The round was reopened, so {name}'s submission was withdrawn.{' '}
                <Button variant="outline-primary" size="sm" disabled={write.pending} onClick={() => void write.act(() => retypePaperMarks(ref(judge.key)))}>
                  Type {name}'s paper sheet again
                </Button>
              </p>
            )}
            {(step.step === 'first' || step.step === 'second') && round.roundState === RoundState.Running && (
              <PaperEntryForm
                key={step.step}
                which={step.step}
                judgeName={name}
                kind={paperRound.kind}
                dances={paperRound.dances}
                couples={couples}
                pending={write.pending}
                onSave={(dances) => void write.act(() => savePaperEntry(ref(judge.key), dances))}
              />
            )}
            {step.step === 'first' && (
              <Button className="mt-2" variant="link" size="sm" disabled={write.pending} onClick={() => void write.act(() => switchJudgeBackToTablet(ref(judge.key)))}>
                Back to the tablet for {name}
              </Button>
            )}
            {step.step === 'settle' && (
              <PaperDifferences
                judgeName={name}
                kind={paperRound.kind}
                differences={step.differences}
                coupleLabel={coupleLabel}
                pending={write.pending}
                onSettle={(choices) => void write.act(() => settlePaperMarks(ref(judge.key), choices))}
              />
            )}
          </section>
        );
      })}
    </section>
  );
}
