// Past results the highest-level rule measures from: a dancer's highest level danced before, per style.
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { LEVEL_LADDER, type LevelHistory } from '../../../domain/eligibility';
import { STYLES, type Style } from '../../../domain/model';

export interface PastLevelsSectionProps {
  history: Readonly<LevelHistory>;
  /** personId → display name, for the dancers entered. */
  names: ReadonlyMap<string, string>;
  dancerNames: readonly string[];
  onSet: (dancerName: string, style: Style, level: string | null) => Promise<boolean>;
  pending: boolean;
}

export function PastLevelsSection({ history, names, dancerNames, onSet, pending }: PastLevelsSectionProps) {
  const id = useId();
  const [dancerName, setDancerName] = useState('');
  const [style, setStyle] = useState<Style>('Standard');
  const [level, setLevel] = useState('');
  const [errors, setErrors] = useState<{ dancerName?: string; level?: string }>({});
  const rows = Object.entries(history).flatMap(([personId, byStyle]) =>
    STYLES.filter((s) => byStyle[s] !== undefined).map((s) => ({ personId, name: names.get(personId) ?? personId, style: s, level: byStyle[s] as string })));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = {
      ...(dancerName.trim() === '' ? { dancerName: "Enter the dancer's full name." } : {}),
      ...(level === '' ? { level: 'Choose the highest level danced before.' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onSet(dancerName, style, level)) {
      setDancerName('');
      setLevel('');
    }
  }

  return (
    <>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label="Record a past level" className="d-flex flex-wrap gap-2 align-items-start mb-3">
        <Form.Group controlId={`${id}-dancer`}>
          <Form.Label>Dancer</Form.Label>
          <Form.Control list={`${id}-dancers`} value={dancerName} isInvalid={Boolean(errors.dancerName)} aria-describedby={errors.dancerName ? `${id}-dancer-error` : undefined} onChange={(e) => setDancerName(e.target.value)} autoComplete="off" />
          <datalist id={`${id}-dancers`}>{dancerNames.map((name) => <option key={name} value={name} />)}</datalist>
          <Form.Control.Feedback id={`${id}-dancer-error`} type="invalid" role="alert">{errors.dancerName}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-style`}>
          <Form.Label>Style</Form.Label>
          <Form.Select value={style} onChange={(e) => setStyle(e.target.value as Style)}>
            {STYLES.map((s) => <option key={s} value={s}>{s}</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-level`}>
          <Form.Label>Highest level danced</Form.Label>
          <Form.Select value={level} isInvalid={Boolean(errors.level)} aria-describedby={errors.level ? `${id}-level-error` : undefined} onChange={(e) => setLevel(e.target.value)}>
            <option value="">Choose…</option>
            {LEVEL_LADDER.map((l) => <option key={l} value={l}>{l}</option>)}
          </Form.Select>
          <Form.Control.Feedback id={`${id}-level-error`} type="invalid" role="alert">{errors.level}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="align-self-end" disabled={pending}>Save past level</Button>
      </Form>
      {rows.length === 0 ? <p className="text-secondary">No past levels recorded.</p> : (
        <Table responsive size="sm" aria-label="Past levels">
          <thead><tr><th scope="col">Dancer</th><th scope="col">Style</th><th scope="col">Highest level</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.personId}-${row.style}`}>
                <th scope="row">{row.name}</th><td>{row.style}</td><td>{row.level}</td>
                <td><Button size="sm" variant="outline-danger" disabled={pending} onClick={() => void onSet(row.name, row.style, null)}>Remove<span className="visually-hidden"> {row.name}'s {row.style} level</span></Button></td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
