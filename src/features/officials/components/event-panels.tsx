// One event's judging panels: the event's panel (default every judge) and any round's own panel (for
// example a larger panel for the final). Refusals (a round already marked) come back with the domain's reason.
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { setEventPanel, setRoundPanel } from '../../../use-cases/panels/panels';
import { eventPanel, panelJudges, roundPanel, type PanelContext } from '../../../domain/panels';
import { isFinalRound, roundsInOrder } from '../../../domain/event-snapshot';
import type { CompetitionEvent } from '../../../domain/model';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { PanelForm } from './panel-form';

const SOURCE_TEXT = { round: 'own panel', event: 'event panel', 'all-judges': 'all judges' } as const;

export function EventPanels({ event, context }: { event: CompetitionEvent; context: PanelContext }) {
  const name = event.eventName;
  const rounds = roundsInOrder(event);
  const allJudges = panelJudges(context, undefined);
  const current = eventPanel(context, name);
  const saveEvent = useWrite(useCallback((keys: string[] | null) => setEventPanel(name, keys), [name]));
  const [open, setOpen] = useState<number | null>(null);
  // The event panel judges the final unless the final has its own.
  const finalFollowsEvent = rounds.some((r) => isFinalRound(event, r.roundNumber) && roundPanel(context, name, r.roundNumber).source !== 'round');
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
        reset={current.source === 'event' ? { label: `Use all judges for ${name}`, run: () => void saveEvent.run(null) } : undefined}
      />
      <ul className="list-unstyled" aria-label={`${name} rounds`}>
        {rounds.map((round) => {
          const panel = roundPanel(context, name, round.roundNumber);
          return (
            <li key={round.roundNumber} className="mb-2">
              {round.roundName}: {panel.judges.map((j) => j.label).join(', ') || 'no judges'} ({SOURCE_TEXT[panel.source]}){' '}
              {open === round.roundNumber ? (
                <RoundPanelEditor event={event} roundNumber={round.roundNumber} roundName={round.roundName} context={context} onClose={() => setOpen(null)} />
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

function RoundPanelEditor({ event, roundNumber, roundName, context, onClose }: { event: CompetitionEvent; roundNumber: number; roundName: string; context: PanelContext; onClose: () => void }) {
  const name = event.eventName;
  const panel = roundPanel(context, name, roundNumber);
  const save = useWrite(useCallback((keys: string[] | null) => setRoundPanel(name, roundNumber, keys), [name, roundNumber]));
  const follow = async () => {
    if (await save.run(null)) onClose();
  };
  return (
    <div className="ms-3 mt-1">
      <PanelForm
        title={`${name} ${roundName} panel`}
        judges={panelJudges(context, undefined)}
        initial={panel.judges.map((j) => j.key)}
        judgesFinal={isFinalRound(event, roundNumber)}
        save={save}
        onDone={onClose}
        reset={panel.source === 'round' ? { label: `Follow the event panel for ${name} ${roundName}`, run: () => void follow() } : undefined}
      />
      <Button size="sm" variant="outline-secondary" onClick={onClose}>Close the {roundName} panel</Button>
    </div>
  );
}
