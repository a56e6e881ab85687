// The dancers' e-mails of one couple with the write that saves them: the form starts again from what is
// stored whenever that changes (after a save, or another person's).
import { useWrite } from '../hooks/use-write';
import { setCoupleEmails } from '../../use-cases/people/couple-emails';
import type { CoupleEmails } from '../../domain/people';
import { CoupleEmailsForm } from './couple-emails-form';

export interface CoupleEmailsEditorProps {
  coupleId: string;
  leadName: string;
  followName: string;
  /** As stored now. */
  current: CoupleEmails | undefined;
}

export function CoupleEmailsEditor({ coupleId, leadName, followName, current }: CoupleEmailsEditorProps) {
  const write = useWrite((typed: { lead: string; follow: string }) => setCoupleEmails(coupleId, typed));
  return (
    <CoupleEmailsForm
      key={`${coupleId}|${current?.lead ?? ''}|${current?.follow ?? ''}`}
      leadName={leadName} followName={followName} current={current} write={write}
    />
  );
}
