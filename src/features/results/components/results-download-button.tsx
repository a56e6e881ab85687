// A download that reads the results when pressed, and says why it failed if it did.
import Button from 'react-bootstrap/Button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';

export function ResultsDownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const action = useWrite(download);
  return (
    <span className="d-inline-flex flex-column">
      <Button variant="outline-secondary" size="sm" disabled={action.pending} onClick={() => void action.run()}>
        {label}
      </Button>
      <WriteFeedback error={action.error} onDismiss={action.clearError} />
    </span>
  );
}
