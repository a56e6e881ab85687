// A download that reads the results when pressed, and says why it failed if it did. The file-making code (the
// data layer's reader, the results file's schema, CSV) is not in the page's first download: it is fetched when
// the browser is idle, or on the click if it is not here yet (results-parts.ts). Bootstrap's markup rather than
// react-bootstrap's Button and Alert: the Alert's transition and close button alone were 5.8 KB of the page's
// 120 KB (docs/PERFORMANCE.md, "Smaller scripts").
import { useEffect } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { useFocusWhenShown } from '../../../components/use-focus-when-shown';
import { useWrite } from '../../../console-kit/hooks/use-write';
import type * as ResultsDownloads from '../utils/results-downloads';
import { resultsDownloads } from '../utils/results-parts';

export function ResultsDownloadButton({ label, download }: { label: string; download: (files: typeof ResultsDownloads) => Promise<void> }) {
  const action = useWrite(() => resultsDownloads.load().then(download));
  // The message takes focus when it appears, so a keyboard user hears why the file did not come.
  const errorRef = useFocusWhenShown<HTMLDivElement>(action.error);
  useEffect(() => resultsDownloads.prefetchWhenIdle(), []);
  return (
    <span className="d-inline-flex flex-column">
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={action.pending} onClick={() => void action.run()}>
        {label}
      </button>
      {action.pending && <LoadingState label="Preparing the file..." inline />}
      {action.error && (
        <div ref={errorRef} tabIndex={-1} role="alert" className="alert alert-danger alert-dismissible py-2 mt-2 mb-0">
          {action.error}
          <button type="button" className="btn-close" aria-label="Close alert" onClick={action.clearError} />
        </div>
      )}
    </span>
  );
}
