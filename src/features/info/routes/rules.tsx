import eventConfig from '@event-config';
import type { CompetitionBasics } from '../../../../configs/types';
import { PageTitle } from '../../../components/page-title';

const { rules }: CompetitionBasics = eventConfig.competition;

export default function RulesRoute() {
  return (
    <article>
      <PageTitle title="Rules" />
      <ol className="ps-3">
        {rules.map((rule, index) => (
          <li key={index} className="mb-2">{rule}</li>
        ))}
      </ol>
    </article>
  );
}
