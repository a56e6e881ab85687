import { Fragment } from 'react';
import type { RowOrder } from './row-order';

const CHOICES: readonly { value: RowOrder; label: string }[] = [
  { value: 'place', label: 'Place' },
  { value: 'number', label: 'Couple number' },
];

/**
 * Place order (as announced) or couple-number order (as the scrutineer checks), for every table of a round.
 * Bootstrap's radio-button markup rather than react-bootstrap's ToggleButtonGroup, whose child-mapping helpers
 * are not worth their bytes on the public results page (docs/PERFORMANCE.md, "Smaller scripts").
 */
export function RowOrderToggle({ name, order, onChange }: { name: string; order: RowOrder; onChange: (order: RowOrder) => void }) {
  const id = name.replace(/\W+/g, '-');
  return (
    <div role="group" aria-label={`Order rows of ${name}`} className="results-no-print d-flex align-items-center gap-2 mb-2">
      <span className="small text-secondary" aria-hidden="true">Order rows by</span>
      <div className="btn-group">
        {CHOICES.map((choice) => (
          <Fragment key={choice.value}>
            <input
              type="radio"
              className="btn-check"
              id={`row-order-${choice.value}-${id}`}
              name={`row-order-${id}`}
              value={choice.value}
              checked={order === choice.value}
              onChange={() => onChange(choice.value)}
              autoComplete="off"
            />
            <label className="btn btn-outline-secondary btn-sm" htmlFor={`row-order-${choice.value}-${id}`}>{choice.label}</label>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
