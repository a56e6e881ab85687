// The chairman replaces a judge for the remaining rounds (issue 35): the rounds not yet started that the judge sits on
// are listed before anything is written; rounds already danced keep the judge who marked them.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { usePanels } from '../../../data/hooks/panels';
import { judgeKeysOf, judgeLetters, remainingRoundsOf } from '../../../domain/panels';
import { DataGate } from '../../../console-kit/components/data-gate';
import { useThunkWrite } from '../../../console-kit/hooks/use-thunk-write';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { replaceJudge } from '../../../use-cases/panels/replace-judge';

const ALL = '';

export function ReplaceJudge() {
  const events = useEvents();
  const metadata = useCompetitionMetadata();
  const panels = usePanels();
  const write = useThunkWrite();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [scope, setScope] = useState(ALL);
  const [done, setDone] = useState<string[] | null>(null);
  const change = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setDone(null);
  };
  return (
    <section aria-label="Replace a judge" className="border rounded p-3 mt-4">
      <h2 className="h5">Replace a judge for the remaining rounds</h2>
      <DataGate values={[events, metadata, panels]}>
        {() => {
          const officials = metadata.data?.officials;
          const context = { officials, panels: panels.data ?? undefined };
          const letters = judgeLetters(officials, panels.data?.letters);
          const judges = judgeKeysOf(officials).map((key) => ({ key, text: `${letters[key] ?? ''} ${officials?.[key]?.name ?? key}`.trim() }));
          const rounds = from ? remainingRoundsOf(events.data ?? {}, context, from, scope || undefined) : [];
          const names = rounds.map((r) => `${r.eventName} ${r.roundName}`).join(', ');
          return (
            <>
              <p className="small text-muted">Rounds not yet started get the replacement on their panel; rounds already danced keep the judge who marked them, and their results name that judge.</p>
              <div className="d-flex flex-wrap align-items-end gap-2">
                <Form.Group controlId="replace-from">
                  <Form.Label>Judge to replace</Form.Label>
                  <Form.Select value={from} onChange={change(setFrom)}>
                    <option value="">Choose a judge</option>
                    {judges.map((j) => <option key={j.key} value={j.key}>{j.text}</option>)}
                  </Form.Select>
                </Form.Group>
                <Form.Group controlId="replace-to">
                  <Form.Label>Replacement</Form.Label>
                  <Form.Select value={to} onChange={change(setTo)}>
                    <option value="">Choose a judge</option>
                    {judges.filter((j) => j.key !== from).map((j) => <option key={j.key} value={j.key}>{j.text}</option>)}
                  </Form.Select>
                </Form.Group>
                <Form.Group controlId="replace-scope">
                  <Form.Label>In</Form.Label>
                  <Form.Select value={scope} onChange={change(setScope)}>
                    <option value={ALL}>Every event</option>
                    {Object.keys(events.data ?? {}).sort().map((name) => <option key={name} value={name}>{name}</option>)}
                  </Form.Select>
                </Form.Group>
                <Button
                  variant="warning"
                  disabled={write.pending || !from || !to || rounds.length === 0}
                  onClick={() => void write.run(async () => {
                    const outcome = await replaceJudge(from, to, scope || undefined);
                    const count = outcome.rounds.length;
                    setDone([`Replaced in ${count} ${count === 1 ? 'round' : 'rounds'}: ${outcome.rounds.map((r) => `${r.eventName} ${r.roundName}`).join(', ')}.`, ...outcome.warnings]);
                  })}
                >
                  Replace for the remaining rounds
                </Button>
              </div>
              {from && !done && (
                <p className="small mt-2 mb-0">
                  {rounds.length === 0 ? 'This judge sits on no round that has yet to start here.' : `Rounds that would change: ${names}.`}
                </p>
              )}
              <WriteFeedback error={write.error} onDismiss={write.clearError} />
              {done && (
                <div role="status" className="small mt-2">
                  {done.map((line) => <p key={line} className="mb-1">{line}</p>)}
                </div>
              )}
            </>
          );
        }}
      </DataGate>
    </section>
  );
}
