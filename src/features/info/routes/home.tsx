// Plain Bootstrap markup, not react-bootstrap: this is part of the home page's first download (docs/PERFORMANCE.md, Web).
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { useCompetitionName } from '../../../data/hooks/metadata-fields';
import { CompetitionDates } from '../components/competition-dates';
import { Paragraphs } from '../components/paragraphs';
import { QuickLinks } from '../components/quick-links';
import { RegistrationSummary } from '../components/registration-summary';

const competition: CompetitionBasics = eventConfig.competition;

/**
 * Competitor Info. Reads only small metadata fields: never events, entries or marks, so the first
 * view stays within a few kilobytes of data.
 */
export default function HomeRoute() {
  const name = useCompetitionName();
  return (
    <article className="container py-4">
      <PageTitle title={name.data ?? competition.fullName} />
      <p className="lead">
        <CompetitionDates /> · {competition.venue.name}
      </p>
      <Paragraphs items={competition.welcome} />
      <QuickLinks />
      <RegistrationSummary />
    </article>
  );
}
