import { CoupleEmailsForm } from '../../../console-kit/components/couple-emails-form';
import { useWrite } from '../../../console-kit/hooks/use-write';
import { setCoupleEmails, useCoupleEmails } from '../../../data/people/dancer-emails';

export interface OwnCoupleEmailsProps {
  coupleId: string;
  leadName: string;
  followName: string;
}

/** The couple owner's view of its dancers' e-mails, saved with their index in one write. */
export function OwnCoupleEmails({ coupleId, leadName, followName }: OwnCoupleEmailsProps) {
  const emails = useCoupleEmails(coupleId);
  const write = useWrite((typed: { lead: string; follow: string }) => setCoupleEmails(coupleId, typed));
  if (emails.loading) return null;
  if (emails.error) return <p role="alert" className="small text-danger mt-3 mb-0">Could not load the dancers’ e-mails: {emails.error.message}</p>;
  const current = emails.data ?? undefined;
  return (
    <details className="mt-3">
      <summary>Dancers’ e-mails{current?.lead || current?.follow ? `: ${[current.lead, current.follow].filter(Boolean).join(', ')}` : ''}</summary>
      <CoupleEmailsForm key={`${current?.lead ?? ''}|${current?.follow ?? ''}`} leadName={leadName} followName={followName} current={current} write={write} />
    </details>
  );
}
