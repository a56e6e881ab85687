// /admin/officials: officials and organizers (add, edit, remove) and judges' tablet access.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PersonList } from '../../../domain/officials/officials-plan';
import { addPerson, removePerson, setJudgeCode, updatePerson } from '../../../data/admin/officials';
import { useCompetitionMetadata } from '../../../data/hooks/competition';
import { randomCode } from '../../../domain/constants/random-code';
import type { Official } from '../../../domain/model';
import { DataGate } from '../../../console-kit/components/data-gate';
import { JudgeAccessPanel } from '../components/judge-access-panel';
import { PeopleSection } from '../components/people-section';
import { judgeLink } from '../hooks/judge-link';
import { officialName } from '../hooks/official-name';
import { useJudgeCodes } from '../hooks/use-judge-codes';
import { useWrite } from '../../../console-kit/hooks/use-write';

function usePeopleWrites(list: PersonList) {
  return {
    add: useWrite(useCallback((person: Official) => addPerson(list, person), [list])),
    update: useWrite(useCallback((key: string, person: Official) => updatePerson(list, key, person), [list])),
    remove: useWrite(useCallback((key: string) => removePerson(list, key), [list])),
  };
}

export default function OfficialsRoute() {
  const metadata = useCompetitionMetadata();
  const codes = useJudgeCodes();
  const [search, setSearch] = useSearchParams();
  const judgeKey = search.get('judge');
  const officials = usePeopleWrites('officials');
  const organizers = usePeopleWrites('organizers');
  const newCode = useWrite(setJudgeCode);
  const showAccess = (key: string | null) => setSearch(key ? { judge: key } : {});

  return (
    <section>
      <h1 className="h3">Officials</h1>
      <DataGate values={[metadata, codes]}>
        {() => (
          <>
            {judgeKey !== null && (
              <JudgeAccessPanel
                judgeName={officialName(metadata.data?.officials, judgeKey)}
                link={judgeLink(judgeKey)}
                code={codes.data?.[judgeKey]}
                onNewCode={() => void newCode.run(judgeKey, randomCode())}
                pending={newCode.pending}
                error={newCode.error}
                onClose={() => showAccess(null)}
              />
            )}
            <PeopleSection title="Officials" noun="official" people={metadata.data?.officials ?? {}} onShowAccess={showAccess} {...officials} />
            <PeopleSection title="Organizers" noun="organizer" people={metadata.data?.organizers ?? {}} {...organizers} />
          </>
        )}
      </DataGate>
    </section>
  );
}
