import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { RowOrder } from './row-order';

/** Place order (as announced) or couple-number order (as the scrutineer checks), for every table of a round. */
export function RowOrderToggle({ name, order, onChange }: { name: string; order: RowOrder; onChange: (order: RowOrder) => void }) {
  const id = name.replace(/\W+/g, '-');
  return (
    <div role="group" aria-label={`Order rows of ${name}`} className="results-no-print d-flex align-items-center gap-2 mb-2">
      <span className="small text-secondary" aria-hidden="true">Order rows by</span>
      <ToggleButtonGroup type="radio" name={`row-order-${id}`} value={order} onChange={(value: RowOrder) => onChange(value)}>
        <ToggleButton id={`row-order-place-${id}`} value="place" variant="outline-secondary" size="sm">Place</ToggleButton>
        <ToggleButton id={`row-order-number-${id}`} value="number" variant="outline-secondary" size="sm">Couple number</ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
