// One typing of a judge's paper sheet: a recall round is a box per couple and dance (ticked = recalled), a final a
// place per couple and dance. The second typing starts blank, so it checks the first rather than copying it.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ScrollBox } from '../../../components/scroll-box';
import type { PaperDances } from '../../../domain/scrutiny';
import type { FloorCouple } from '../../../domain/rounds';

export interface PaperEntryFormProps {
  which: 'first' | 'second';
  judgeName: string;
  kind: 'recall' | 'final';
  dances: readonly string[];
  couples: readonly FloorCouple[];
  pending: boolean;
  onSave: (dances: PaperDances) => void;
}

const number = (c: FloorCouple) => (c.leadNumber === undefined ? c.leadName : String(c.leadNumber));

/** What was typed, as marks: recall boxes become 0/1 for every couple; a final's blank place is left out. */
function typedMarks(kind: PaperEntryFormProps['kind'], dances: readonly string[], couples: readonly FloorCouple[], typed: Record<string, string>): PaperDances {
  return Object.fromEntries(dances.map((dance) => [dance, Object.fromEntries(couples.flatMap((c) => {
    const value = typed[`${dance}|${c.entryId}`] ?? '';
    if (kind === 'recall') return [[c.entryId, value === '1' ? 1 : 0]];
    return value.trim() === '' ? [] : [[c.entryId, Number(value)]];
  }))]));
}

export function PaperEntryForm({ which, judgeName, kind, dances, couples, pending, onSave }: PaperEntryFormProps) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const set = (key: string, value: string) => setTyped((t) => ({ ...t, [key]: value }));
  const title = which === 'first' ? `First typing of ${judgeName}'s paper sheet` : `Second typing of ${judgeName}'s paper sheet`;
  return (
    <Form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(typedMarks(kind, dances, couples, typed));
      }}
    >
      <h5 className="h6">{title}</h5>
      {which === 'second' && <p className="small text-muted">Type the sheet again without looking at the first typing; differences are shown once it is saved.</p>}
      <div className="d-flex flex-wrap gap-3">
        {dances.map((dance) => (
          <ScrollBox key={dance} label={`${dance} marks, scrolls sideways`}>
            <Table size="sm" bordered className="w-auto text-center">
              <caption className="caption-top">{dance}</caption>
              <thead>
                <tr><th scope="col">Couple</th><th scope="col">{kind === 'recall' ? 'Recalled' : 'Place'}</th></tr>
              </thead>
              <tbody>
                {couples.map((c) => {
                  const key = `${dance}|${c.entryId}`;
                  return (
                    <tr key={c.entryId}>
                      <th scope="row">{number(c)}</th>
                      <td>
                        {kind === 'recall' ? (
                          <Form.Check
                            aria-label={`Recall couple ${number(c)} in ${dance}`}
                            checked={typed[key] === '1'}
                            onChange={(e) => set(key, e.target.checked ? '1' : '0')}
                          />
                        ) : (
                          <Form.Control
                            size="sm"
                            type="number"
                            min={1}
                            max={couples.length}
                            style={{ width: '5rem' }}
                            aria-label={`Place of couple ${number(c)} in ${dance}`}
                            value={typed[key] ?? ''}
                            onChange={(e) => set(key, e.target.value)}
                          />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </ScrollBox>
        ))}
      </div>
      <Button type="submit" disabled={pending}>Save the {which} typing</Button>
    </Form>
  );
}
