// Forces every projector and live view to reload its scroll position.
import Button from 'react-bootstrap/Button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface LiveRefreshButtonProps {
  onRefresh: () => Promise<boolean>;
  pending: boolean;
  error: string | null;
  done: boolean;
}

export function LiveRefreshButton({ onRefresh, pending, error, done }: LiveRefreshButtonProps) {
  return (
    <div>
      <Button variant="outline-primary" disabled={pending} onClick={() => void onRefresh()}>
        Refresh live views
      </Button>
      <div className="mt-2">
        <WriteFeedback error={error} done={done} doneText="Live views asked to refresh." />
      </div>
    </div>
  );
}
