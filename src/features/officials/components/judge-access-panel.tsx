// A judge's tablet access: the current code, a new random one on request, and a QR code of the judge's link.
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { NO_JUDGE_FOUND } from '../hooks/official-name';
import { QrCode } from './qr-code';
import { WriteFeedback } from '../../../console-kit/components/write-feedback';

export interface JudgeAccessPanelProps {
  judgeName: string;
  /** The absolute address a judge's tablet opens. */
  link: string;
  code: string | undefined;
  onNewCode: () => void;
  pending: boolean;
  error: string | null;
  onClose: () => void;
}

export function JudgeAccessPanel({ judgeName, link, code, onNewCode, pending, error, onClose }: JudgeAccessPanelProps) {
  if (judgeName === NO_JUDGE_FOUND) {
    return (
      <Card body className="mb-4" border="warning">
        <p role="alert" className="mb-2">
          {NO_JUDGE_FOUND}
        </p>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Card>
    );
  }
  return (
    <Card className="mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Tablet access: {judgeName}
        </Card.Title>
        <div className="d-flex flex-wrap gap-4 align-items-start">
          <QrCode text={link} label={`QR code of ${judgeName}'s judging link`} />
          <div>
            <p className="mb-1">
              Link: <a href={link}>{link}</a>
            </p>
            <p className="mb-2">
              Access code:{' '}
              {code ? (
                <strong className="font-monospace fs-4" aria-label="Access code">
                  {code}
                </strong>
              ) : (
                <span className="text-muted">none set yet</span>
              )}
            </p>
            <WriteFeedback error={error} />
            <div className="d-flex gap-2">
              <Button disabled={pending} onClick={onNewCode}>
                {code ? 'Set a new access code' : 'Set an access code'}
              </Button>
              <Button variant="outline-secondary" onClick={onClose}>
                Close
              </Button>
            </div>
            {code && <p className="small text-muted mt-2">A new code signs out every tablet bound with the old one.</p>}
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
