import { CoupleEmailsEditor } from '../../../console-kit/components/couple-emails-editor';
import { useCoupleEmails } from '../../../data/people/dancer-emails';

export interface OwnCoupleEmailsProps {
  coupleId: string;
  leadName: string;
  followName: string;
}

/** The couple owner's view of its dancers' e-mails, saved with their index in one write. */
export function OwnCoupleEmails({ coupleId, leadName, followName }: OwnCoupleEmailsProps) {
  const emails = useCoupleEmails(coupleId);
  if (emails.loading) return null;
  if (emails.error) return <p role="alert" className="small text-danger mt-3 mb-0">Could not load the dancers’ e-mails: {emails.error.message}</p>;
  const current = emails.data ?? undefined;
  return (
    <details className="mt-3">
      <summary>Dancers’ e-mails{current?.lead || current?.follow ? `: ${[current.lead, current.follow].filter(Boolean).join(', ')}` : ''}</summary>
      <CoupleEmailsEditor coupleId={coupleId} leadName={leadName} followName={followName} current={current} />
    </details>
  );
}
