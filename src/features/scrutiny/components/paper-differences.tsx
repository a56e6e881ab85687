// Where the two typings of a paper sheet disagree, side by side; the scrutineer reads the paper sheet again and
// chooses the right mark for each, then settles: the marks become the judge's.
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { type PaperChoice, type PaperDifference, differenceKey } from '../../../domain/scrutiny';

export interface PaperDifferencesProps {
  judgeName: string;
  kind: 'recall' | 'final';
  differences: readonly PaperDifference[];
  coupleLabel: (entryId: string) => string;
  pending: boolean;
  onSettle: (choices: Record<string, PaperChoice>) => void;
}

function markText(kind: PaperDifferencesProps['kind'], mark: number | undefined): string {
  if (mark === undefined) return 'blank';
  if (kind === 'recall') return mark === 1 ? 'recalled' : 'not recalled';
  return `place ${mark}`;
}

export function PaperDifferences({ judgeName, kind, differences, coupleLabel, pending, onSettle }: PaperDifferencesProps) {
  const [choices, setChoices] = useState<Record<string, PaperChoice>>({});
  const left = differences.filter((d) => !choices[differenceKey(d.dance, d.entryId)]).length;
  const title = `Differences between the two typings of ${judgeName}'s sheet`;
  const leftId = useId();
  return (
    <section aria-label={title}>
      <h5 className="h6">{title}</h5>
      {differences.length === 0 ? (
        <p>The two typings agree.</p>
      ) : (
        <Table size="sm" bordered className="w-auto" aria-label={title}>
          <thead>
            <tr><th scope="col">Dance</th><th scope="col">Couple</th><th scope="col">First typing</th><th scope="col">Second typing</th></tr>
          </thead>
          <tbody>
            {differences.map((d) => {
              const key = differenceKey(d.dance, d.entryId);
              const name = `choice-${key}`;
              const couple = coupleLabel(d.entryId);
              return (
                <tr key={key}>
                  <td>{d.dance}</td>
                  <th scope="row">{couple}</th>
                  {(['first', 'second'] as const).map((which) => (
                    <td key={which}>
                      <Form.Check
                        type="radio"
                        name={name}
                        id={`${name}-${which}`}
                        label={markText(kind, d[which])}
                        aria-label={`Couple ${couple} in ${d.dance}: ${which} typing, ${markText(kind, d[which])}`}
                        checked={choices[key] === which}
                        onChange={() => setChoices((c) => ({ ...c, [key]: which }))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <div className="d-flex align-items-center gap-2">
        <Button disabled={pending || left > 0} aria-describedby={left > 0 ? leftId : undefined} onClick={() => onSettle(choices)}>
          Settle {judgeName}'s paper marks
        </Button>
        {left > 0 && <span id={leftId} className="small">Choose the right mark for {left === 1 ? 'the 1 difference' : `each of the ${left} differences`} left (read the paper sheet again).</span>}
      </div>
    </section>
  );
}
