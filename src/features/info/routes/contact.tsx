import Container from 'react-bootstrap/Container';
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { SocialLinks } from '../components/social-links';

const { contactEmail, hostTeam }: CompetitionBasics = eventConfig.competition;

export default function ContactRoute() {
  return (
    <Container as="article" className="py-4">
      <PageTitle title="Contact" />
      <p>
        Questions about registration, the schedule or results go to the organisers at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
      <h2 className="h5">Follow {hostTeam}</h2>
      <SocialLinks />
    </Container>
  );
}
