import { Link } from 'react-router-dom';
import { useResultsPageShown } from '../../../data/hooks/metadata-fields';

/** What a dancer looks for on the day, one tap away. */
export function QuickLinks() {
  const resultsShown = useResultsPageShown();
  return (
    <nav aria-label="Competition day" className="d-flex flex-wrap gap-2 mb-4">
      <Link to="/live" className="btn btn-outline-primary">On the floor now</Link>
      <Link to="/competitors" className="btn btn-outline-primary">Find a competitor</Link>
      <Link to="/entries" className="btn btn-outline-primary">Entries</Link>
      {resultsShown.data === true && <Link to="/results" className="btn btn-outline-primary">Results</Link>}
    </nav>
  );
}
