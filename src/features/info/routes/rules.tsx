import Container from 'react-bootstrap/Container';
import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';
import { EligibilityRules } from '../components/eligibility-rules';

const { rules }: CompetitionBasics = eventConfig.competition;

export default function RulesRoute() {
  return (
    <Container as="article" className="py-4">
      <PageTitle title="Rules" />
      <ol className="ps-3">
        {rules.map((rule, index) => (
          <li key={index} className="mb-2">{rule}</li>
        ))}
      </ol>
      <EligibilityRules />
    </Container>
  );
}
