// /admin/officials: officials and organizers (add, edit, remove) and judges' tablet access.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type PersonList } from '../../../domain/officials';
import { addPerson, removePerson, setJudgeCode, updatePerson } from '../../../use-cases/officials/officials';
import { removeOfficialFromPanels } from '../../../use-cases/panels/panels';
import { useCompetitionMetadata, useEvents } from '../../../data/hooks/competition';
import { usePanels } from '../../../data/hooks/panels';
import { eventsAffectedByRemoving } from '../../../domain/panels';
import { PanelsSection } from '../components/panels-section';
import { FloorPanels } from '../components/floor-panels';
import { useDay } from '../../../data/hooks/day';
import { useNow } from '../../../components/use-now';
import { randomCode } from '../../../domain/constants';
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
    // Removing an official also takes them off every stored panel, in the same update.
    remove: useWrite(useCallback((key: string) => (list === 'officials' ? removeOfficialFromPanels(key) : removePerson(list, key)), [list])),
  };
}

export default function OfficialsRoute() {
  const metadata = useCompetitionMetadata();
  const codes = useJudgeCodes();
  const events = useEvents();
  const panels = usePanels();
  // The floors the organiser named (and the rounds on each), for the floors' panels.
  const day = useDay(useNow(60_000));
  const [search, setSearch] = useSearchParams();
  const judgeKey = search.get('judge');
  const officials = usePeopleWrites('officials');
  const organizers = usePeopleWrites('organizers');
  const newCode = useWrite(setJudgeCode);
  const showAccess = (key: string | null) => setSearch(key ? { judge: key } : {});

  return (
    <section>
      <h1 className="h3">Officials</h1>
      <DataGate values={[metadata, codes, events, panels]}>
        {() => {
          const context = { officials: metadata.data?.officials, panels: panels.data };
          const removalNote = (key: string) => {
            if (metadata.data?.officials?.[key]?.role !== 'Judge') return undefined;
            const affected = eventsAffectedByRemoving({ ...context, events: events.data ?? {} }, key);
            if (affected.length === 0) return undefined;
            return `${metadata.data.officials[key].name} sits on the panels of ${affected.map((a) => a.eventName).join(', ')}; removing takes them off those panels.`;
          };
          return (
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
            <PeopleSection title="Officials" noun="official" people={metadata.data?.officials ?? {}} onShowAccess={showAccess} removalNote={removalNote} {...officials} />
            {day.data && <FloorPanels floors={day.data.floors} context={context} />}
            <PanelsSection events={events.data ?? {}} context={context} />
            <PeopleSection title="Organizers" noun="organizer" people={metadata.data?.organizers ?? {}} {...organizers} />
          </>
          );
        }}
      </DataGate>
    </section>
  );
}
