// /admin/backup: the whole competition as one JSON file, and a restore from one after a confirmation
// that names what will be replaced.
import { useId, useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { downloadFile } from '../../../components/download-file';
import { downloadableBackup, restoreBackup, restorePlanFor } from '../../../use-cases/transfer/backup';
import { useAuth } from '../../../data/auth/use-auth';
import { backupFileName, backupText, readBackup, type ReadBackup, type RestorePlan } from '../../../domain/transfer';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { RestoreConfirmation } from '../components/restore-confirmation';
import { readFileText } from '../utils/read-file';

interface PendingRestore {
  read: ReadBackup;
  plan: RestorePlan;
}

async function download(): Promise<void> {
  const backup = await downloadableBackup();
  downloadFile(backupFileName(backup), backupText(backup), 'application/json');
}

export default function BackupRoute() {
  const id = useId();
  const { user } = useAuth();
  const uid = user?.uid;
  const save = useWrite(download);
  const [pending, setPending] = useState<PendingRestore | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const restore = useWrite(async (read: ReadBackup) => {
    await restoreBackup(read.backup, uid);
    setPending(null);
  });

  async function chooseFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setPending(null);
    restore.clearError();
    if (!file) return;
    try {
      const read = readBackup(await readFileText(file));
      setFileError(null);
      setPending({ read, plan: await restorePlanFor(read.backup, uid) });
    } catch (error) {
      setFileError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section>
      <h1 className="h3 mb-3">Backup</h1>
      <h2 className="h5">Download</h2>
      <p>Everything the database holds for this competition, in one JSON file (docs/BACKUP-FORMAT.md).</p>
      <WriteFeedback error={save.error} done={save.done} doneText="Backup downloaded." onDismiss={save.clearError} />
      <Button className="mb-4" disabled={save.pending} onClick={() => void save.run()}>
        {save.pending ? 'Reading the database…' : 'Download backup (JSON)'}
      </Button>
      <h2 className="h5">Restore</h2>
      <p>Replaces the whole competition with a backup file (or a database export). You are asked to confirm first.</p>
      <Form.Group controlId={`${id}-file`} className="mb-3" style={{ maxWidth: '30rem' }}>
        <Form.Label>Backup file</Form.Label>
        <Form.Control type="file" accept=".json,application/json" onChange={(e) => void chooseFile(e as ChangeEvent<HTMLInputElement>)} />
      </Form.Group>
      {fileError && (
        <Alert variant="danger" role="alert">
          {fileError}
        </Alert>
      )}
      {pending && (
        <RestoreConfirmation read={pending.read} plan={pending.plan} pending={restore.pending} onConfirm={() => void restore.run(pending.read)} onCancel={() => setPending(null)} />
      )}
      <WriteFeedback error={restore.error} done={restore.done} doneText="The backup is restored." onDismiss={restore.clearError} />
    </section>
  );
}
