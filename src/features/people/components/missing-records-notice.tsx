// Couples known only from entries (older, imported or desk entries) have no record, so the rules cannot tell
// they are taken: the organiser creates the records with one button.
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { useAuth } from '../../../data/auth/use-auth';
import { createMissingCoupleRecords } from '../../../use-cases/people/couple-actions';

export function MissingRecordsNotice({ missing }: { missing: number }) {
  const { user } = useAuth();
  const create = useWrite(createMissingCoupleRecords);
  if (missing === 0) return create.done ? <WriteFeedback error={null} done doneText="Every entered couple has its record." /> : null;
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2">
      <span>
        {missing} entered couple{missing === 1 ? ' has' : 's have'} no record yet (entered before records existed, imported or added at
        the desk). Until it has one, another account could claim the couple.
      </span>
      <Button size="sm" disabled={create.pending || !user} onClick={() => void create.run(user?.uid ?? '')}>Create the missing records</Button>
      <WriteFeedback error={create.error} onDismiss={create.clearError} />
    </Alert>
  );
}
