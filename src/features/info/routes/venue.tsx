import Container from 'react-bootstrap/Container';
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { Paragraphs } from '../components/paragraphs';

const { venue }: CompetitionBasics = eventConfig.competition;

export default function VenueRoute() {
  return (
    <Container as="article" className="py-4">
      <PageTitle title="Venue" />
      <h2 className="h4">{venue.name}</h2>
      <address className="mb-3">
        {venue.address}
        {venue.mapUrl && (
          <>
            <br />
            <a href={venue.mapUrl} target="_blank" rel="noreferrer">Open in maps</a>
          </>
        )}
      </address>
      <h2 className="h5">Getting there</h2>
      <Paragraphs items={venue.directions} />
    </Container>
  );
}
