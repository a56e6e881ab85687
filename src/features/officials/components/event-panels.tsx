// One event's judging panels: the event's panel (default every judge) and any round's own panel (for
// example a larger panel for the final). Refusals (a round already marked) come back with the domain's reason.
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { setEventPanel, setRoundPanel } from '../../../use-cases/panels/panels';
import { eventPanel, panelJudges, roundPanel, type PanelContext } from '../../../domain/panels';
import type { PanelJudge } from '../../../domain/results';
import { isFinalRound, roundsInOrder } from '../../../domain/event-snapshot';
import type { CompetitionEvent } from '../../../domain/model';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { PanelForm } from './panel-form';

const SOURCE_TEXT = { round: 'own panel', floor: 'floor panel', event: 'event panel', 'all-judges': 'all judges' } as const;

/** "Saved: the panel of Bronze Waltz Final is Ada Judge, Ben Judge and Cy Judge." (names, never keys). */
function savedText(panelOf: string, judges: readonly PanelJudge[], keys: readonly string[]): string {
  const names = judges.filter((j) => keys.includes(j.key)).map((j) => j.name);
  const list = names.length <= 1 ? names.join('') || 'no judges' : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Saved: the panel of ${panelOf} is ${list}.`;
}

export function EventPanels({ event, context }: { event: CompetitionEvent; context: PanelContext }) {
  const name = event.eventName;
  const rounds = roundsInOrder(event);
  const allJudges = panelJudges(context, undefined);
  const current = eventPanel(context, name);
  const saveEvent = useWrite(useCallback((keys: string[] | null) => setEventPanel(name, keys), [name]));
  const [open, setOpen] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const resetToAllJudges = async () => {
    if (await saveEvent.run(null)) setSaved(`Saved: ${name} is judged by all judges again.`);
  };
  // The event panel judges the final unless the final has its own.
  const finalFollowsEvent = rounds.some((r) => isFinalRound(event, r.roundNumber) && !['round', 'floor'].includes(roundPanel(context, name, r.roundNumber).source));
  return (
    <section aria-label={`${name} panels`} className="mb-4 border-bottom pb-2">
      <h3 className="h5">{name}</h3>
      <PanelForm
        key={current.judges.map((j) => j.key).join()}
        title={`${name} panel`}
        judges={allJudges}
        initial={current.judges.map((j) => j.key)}
        judgesFinal={finalFollowsEvent}
        save={saveEvent}
        onSaved={(keys) => setSaved(savedText(name, allJudges, keys))}
        reset={current.source === 'event' ? { label: `Use all judges for ${name}`, run: () => void resetToAllJudges() } : undefined}
      />
      <WriteFeedback error={null} done={saved !== null} doneText={saved ?? ''} />
      <ul className="list-unstyled" aria-label={`${name} rounds`}>
        {rounds.map((round) => {
          const panel = roundPanel(context, name, round.roundNumber);
          return (
            <li key={round.roundNumber} className="mb-2">
              {round.roundName}: {panel.judges.map((j) => j.label).join(', ') || 'no judges'} ({SOURCE_TEXT[panel.source]}){' '}
              {open === round.roundNumber ? (
                <RoundPanelEditor event={event} roundNumber={round.roundNumber} roundName={round.roundName} context={context} onClose={() => setOpen(null)} onSaved={setSaved} />
              ) : (
                <Button size="sm" variant="link" onClick={() => setOpen(round.roundNumber)}>Own panel for {name} {round.roundName}</Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface RoundPanelEditorProps {
  event: CompetitionEvent;
  roundNumber: number;
  roundName: string;
  context: PanelContext;
  onClose: () => void;
  /** The confirmation the event's section shows once the editor has closed. */
  onSaved: (text: string) => void;
}

function RoundPanelEditor({ event, roundNumber, roundName, context, onClose, onSaved }: RoundPanelEditorProps) {
  const name = event.eventName;
  const panel = roundPanel(context, name, roundNumber);
  const save = useWrite(useCallback((keys: string[] | null) => setRoundPanel(name, roundNumber, keys), [name, roundNumber]));
  const follow = async () => {
    if (!(await save.run(null))) return;
    onSaved(`Saved: ${name} ${roundName} follows the event panel again.`);
    onClose();
  };
  return (
    <div className="ms-3 mt-1">
      <PanelForm
        title={`${name} ${roundName} panel`}
        judges={panelJudges(context, undefined)}
        initial={panel.judges.map((j) => j.key)}
        judgesFinal={isFinalRound(event, roundNumber)}
        save={save}
        onSaved={(keys) => onSaved(savedText(`${name} ${roundName}`, panelJudges(context, undefined), keys))}
        onDone={onClose}
        reset={panel.source === 'round' ? { label: `Follow the event panel for ${name} ${roundName}`, run: () => void follow() } : undefined}
      />
      <Button size="sm" variant="outline-secondary" onClick={onClose}>Close the {roundName} panel</Button>
    </div>
  );
}
