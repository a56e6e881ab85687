import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

export interface DancerEmailFieldsProps {
  lead: UseFormRegisterReturn;
  follow: UseFormRegisterReturn;
  errors: { lead?: string; follow?: string };
}

/** The two dancers' own e-mails, beside their names: how the couple's entries belong to both of them. */
export function DancerEmailFields({ lead, follow, errors }: DancerEmailFieldsProps) {
  return (
    <>
      <p className="form-text mt-0 mb-2">
        Dancers’ e-mails are optional. Either dancer signed in with their address, once verified, can add or
        withdraw the couple’s events too.
      </p>
      <Row className="g-md-3">
        <Col xs={12} md={6}>
          <TextField id="registration-lead-email" label="Lead's e-mail" type="email" registration={lead} error={errors.lead} />
        </Col>
        <Col xs={12} md={6}>
          <TextField id="registration-follow-email" label="Follow's e-mail" type="email" registration={follow} error={errors.follow} />
        </Col>
      </Row>
    </>
  );
}
