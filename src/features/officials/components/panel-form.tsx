// One panel to edit: a checkbox per judge (name and competition letter), the domain's warnings as the
// organiser ticks (an even final panel, too few to post), and the save and reset buttons.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { panelWarnings } from '../../../domain/panels';
import type { PanelJudge } from '../../../domain/results';
import type { WriteControl } from '../../../console-kit/hooks/use-write';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface PanelFormProps {
  /** Names the form and its buttons ("Bronze Waltz panel"). */
  title: string;
  judges: readonly PanelJudge[];
  initial: readonly string[];
  /** The panel judges a final: an even panel is warned of. */
  judgesFinal: boolean;
  save: WriteControl<[string[]]>;
  /** Going back to the default (every judge, or the event's panel), when offered. */
  reset?: { label: string; run: () => void };
  onDone?: () => void;
  /** After a save went through, with the judges saved: the screen says so (issue 29: every save says so). */
  onSaved?: (keys: string[]) => void;
}

export function PanelForm({ title, judges, initial, judgesFinal, save, reset, onDone, onSaved }: PanelFormProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(initial));
  const warnings = panelWarnings(chosen.size, judgesFinal);
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = async () => {
    const keys = judges.map((j) => j.key).filter((key) => chosen.has(key));
    if (!(await save.run(keys))) return;
    onSaved?.(keys);
    onDone?.();
  };
  return (
    <Form aria-label={title} className="mb-3" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <fieldset>
        <legend className="h6">{title}</legend>
        <div className="d-flex flex-wrap gap-3">
          {judges.map((judge) => (
            <Form.Check key={judge.key} id={`${title}-${judge.key}`} type="checkbox" label={`${judge.name} (${judge.label})`} checked={chosen.has(judge.key)} onChange={() => toggle(judge.key)} />
          ))}
        </div>
      </fieldset>
      {warnings.length > 0 && (
        <ul role="status" aria-label={`${title} warnings`} className="text-warning-emphasis small mb-1">
          {warnings.map((w) => <li key={w}>{w}</li>)}
        </ul>
      )}
      <WriteFeedback error={save.error} />
      <div className="d-flex gap-2 mt-1">
        <Button type="submit" size="sm" disabled={save.pending}>Save {title}</Button>
        {reset && <Button size="sm" variant="outline-secondary" disabled={save.pending} onClick={reset.run}>{reset.label}</Button>}
      </div>
    </Form>
  );
}
