// What the marks give right now: the results page's tables for what posting would save, a tie the
// chairman must decide, or what is missing.
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import type { ComputedRound } from '../../../domain/results';
import { RecallTable } from '../../../components/results-tables/recall-table';
import { FinalWorking } from '../../../components/results-tables/final-working';
import type { RowOrder } from '../../../components/results-tables/row-order';
import '../../../components/results-tables/results.css';

export interface ComputedResultProps {
  computed: ComputedRound;
  /** The round's name, as the results page names its tables. */
  roundName: string;
  /** Back number (or names) of a couple, for the tie options. */
  coupleLabel: (entryId: string) => string;
  /** Where the chairman decides; absent on the chairman's own screen. */
  chairmanLink?: string;
  /** Place order (default) or couple-number order. */
  order?: RowOrder;
}

export function ComputedResult({ computed, roundName, coupleLabel, chairmanLink, order = 'place' }: ComputedResultProps) {
  switch (computed.kind) {
    case 'unscorable':
      return (
        <Alert variant="info" role="status">
          Not scorable yet: {computed.message}
        </Alert>
      );
    case 'needs-chairman':
      return (
        <Alert variant="warning" role="alert" aria-label="Recall tie">
          <Alert.Heading as="h3" className="h6">
            Tie at the cut: {computed.requested} couples asked for
          </Alert.Heading>
          <p className="mb-1">The Chairman of Judges chooses one of:</p>
          <ul aria-label="Chairman's options" className="mb-1">
            {computed.options.map((option) => (
              <li key={option.minMarks}>
                Recall {option.recalled.length} ({option.minMarks} or more marks): {option.recalled.map(coupleLabel).join(', ')}
              </li>
            ))}
          </ul>
          {chairmanLink && <Link to={chairmanLink}>Open the chairman's console</Link>}
        </Alert>
      );
    case 'recall':
      return <RecallTable roundName={roundName} result={computed.result} highlight={null} order={order} />;
    case 'final':
      return <FinalWorking roundName={roundName} result={computed.result} highlight={null} order={order} />;
  }
}
