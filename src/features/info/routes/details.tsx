import Container from 'react-bootstrap/Container';
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { CompetitionDates } from '../components/competition-dates';
import { Paragraphs } from '../components/paragraphs';
import { FeeScheduleSection } from '../components/fee-schedule-table';

const competition: CompetitionBasics = eventConfig.competition;

export default function DetailsRoute() {
  return (
    <Container as="article" className="py-4">
      <PageTitle title="Details" />
      <dl className="row">
        <dt className="col-sm-3">When</dt>
        <dd className="col-sm-9"><CompetitionDates /></dd>
        <dt className="col-sm-3">Where</dt>
        <dd className="col-sm-9">{competition.venue.name}, {competition.venue.address}</dd>
        <dt className="col-sm-3">Hosted by</dt>
        <dd className="col-sm-9">{competition.hostTeam}</dd>
      </dl>
      <Paragraphs items={competition.details} />
      <FeeScheduleSection />
    </Container>
  );
}
