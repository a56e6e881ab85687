import eventConfig from '@event-config';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { liabilityWaiverText, mediaReleaseText } from '../../../../configs/consent-text';
import type { CompetitionBasics } from '../../../../configs/types';

const competition: CompetitionBasics = eventConfig.competition;

interface ConsentProps {
  id: string;
  title: string;
  text: readonly string[];
  checkLabel: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

function Consent({ id, title, text, checkLabel, registration, error }: ConsentProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="border rounded p-3 mb-3 bg-body-tertiary">
      <h2 id={`${id}-title`} className="h6">{title}</h2>
      <div id={`${id}-text`} className="small">
        {text.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
      <Form.Check id={id}>
        <Form.Check.Input
          type="checkbox"
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-text` : `${id}-text`}
          {...registration}
        />
        <Form.Check.Label>{checkLabel}</Form.Check.Label>
        {error && <Form.Control.Feedback id={`${id}-error`} type="invalid">{error}</Form.Control.Feedback>}
      </Form.Check>
    </section>
  );
}

export interface ConsentFieldsProps {
  waiver: UseFormRegisterReturn<'waiver'>;
  mediaRelease: UseFormRegisterReturn<'mediaRelease'>;
  errors: { waiver?: string; mediaRelease?: string };
}

/** The liability waiver and the media release, in full, each acknowledged on its own. */
export function ConsentFields({ waiver, mediaRelease, errors }: ConsentFieldsProps) {
  return (
    <>
      <Consent
        id="registration-waiver"
        title="Liability waiver"
        text={liabilityWaiverText(competition)}
        checkLabel="I have read and accept the liability waiver, for both dancers"
        registration={waiver}
        error={errors.waiver}
      />
      <Consent
        id="registration-media"
        title="Media release"
        text={mediaReleaseText(competition)}
        checkLabel="I have read and accept the media release, for both dancers"
        registration={mediaRelease}
        error={errors.mediaRelease}
      />
    </>
  );
}
