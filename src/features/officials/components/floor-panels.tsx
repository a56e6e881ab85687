// Judges' panels per floor (issue 30), shown once the organiser names two floors or more: a floor's panel judges
// every round danced on that floor unless the round has a panel of its own (docs/DATA-MODEL.md).
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { panelJudges, type PanelContext } from '../../../domain/panels';
import type { FloorId } from '../../../domain/model';
import type { DayFloor } from '../../../domain/running-order';
import { setFloorPanel } from '../../../use-cases/panels/panels';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { PanelForm } from './panel-form';

export function FloorPanels({ floors, context }: { floors: readonly DayFloor[]; context: PanelContext }) {
  const [open, setOpen] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (floors.length < 2) return null;
  const judges = panelJudges(context, undefined);
  return (
    <section aria-label="Floor panels" className="mb-4">
      <h2 className="h4">Floor panels</h2>
      <p className="text-muted small">
        A floor&apos;s panel judges every round danced on that floor, unless the round has a panel of its own; a round already
        marked keeps the panel that marked it. Save again after regenerating the running order.
      </p>
      {saved && <p role="status" className="text-success small">{saved}</p>}
      <ul className="list-unstyled">
        {floors.map((floor) => {
          const stored = context.panels?.floors?.[floor.floor as FloorId];
          const keys = Object.keys(stored?.judges ?? {});
          const names = judges.filter((j) => keys.includes(j.key)).map((j) => `${j.label} ${j.name}`);
          return (
            <li key={floor.floor} className="mb-2">
              <strong>{floor.name}</strong>: {names.length > 0 ? names.join(', ') : 'no floor panel (rounds follow their event)'}{' '}
              <Button size="sm" variant="link" onClick={() => setOpen(open === floor.floor ? null : floor.floor)}>
                Edit the {floor.name} panel
              </Button>
              {open === floor.floor && (
                <FloorPanelEditor floor={floor} initial={keys} context={context} onClose={() => setOpen(null)} onSaved={setSaved} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function FloorPanelEditor({ floor, initial, context, onClose, onSaved }: { floor: DayFloor; initial: string[]; context: PanelContext; onClose: () => void; onSaved: (text: string) => void }) {
  const id = floor.floor as FloorId;
  const save = useWrite(useCallback((keys: string[] | null) => setFloorPanel(id, keys), [id]));
  const remove = async () => {
    if (!(await save.run(null))) return;
    onSaved(`Saved: ${floor.name} has no floor panel; its rounds follow their events.`);
    onClose();
  };
  return (
    <div className="ms-3 mt-1">
      <PanelForm
        title={`${floor.name} panel`}
        judges={panelJudges(context, undefined)}
        initial={initial}
        judgesFinal
        save={save}
        onSaved={(keys) => onSaved(`Saved: the ${floor.name} panel has ${keys.length} judge${keys.length === 1 ? '' : 's'}.`)}
        onDone={onClose}
        reset={initial.length > 0 ? { label: `Remove the ${floor.name} panel`, run: () => void remove() } : undefined}
      />
    </div>
  );
}
