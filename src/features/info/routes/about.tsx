import Container from 'react-bootstrap/Container';
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { useOfficials, useOrganizers } from '../../../data/hooks/officials';
import type { Official } from '../../../domain/model';
import { Paragraphs } from '../components/paragraphs';
import { PeopleSection } from '../components/people-section';

const { about }: CompetitionBasics = eventConfig.competition;

const isJudge = (official: Official) => official.role === 'Judge';
const isOtherOfficial = (official: Official) => official.role !== 'Judge';

export default function AboutRoute() {
  const organizers = useOrganizers();
  const officials = useOfficials();
  return (
    <Container as="article" className="py-4">
      <PageTitle title="About" />
      <Paragraphs items={about} />
      <PeopleSection title="Organizers" people={organizers} emptyText="The organizing team will be introduced here." />
      <PeopleSection title="Judges" people={officials} filter={isJudge} emptyText="The judging panel will be announced here." />
      <PeopleSection
        title="Officials"
        people={officials}
        filter={isOtherOfficial}
        emptyText="The chairman, scrutineer and other officials will be announced here."
      />
    </Container>
  );
}
