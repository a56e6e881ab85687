// Every lead's back number, lowest first: for the registration desk and the bib table.
import { compareByBackNumber } from '../../../domain/competitors';
import type { CoupleRow } from '../../../domain/entries';
import { CouplesSheet } from '../../../console-kit/components/couples-sheet';

export function BackNumberList({ rows }: { rows: CoupleRow[] }) {
  const couples = rows.map(({ entry, events }) => ({ ...entry, events })).sort(compareByBackNumber);
  return <CouplesSheet label="Back numbers" couples={couples} withEvents />;
}
