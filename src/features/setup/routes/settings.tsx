// /admin/settings: the event display settings and the live views' refresh button.
import { togglesOf } from '../../../domain/setup';
import { forceLiveRefresh, saveDisplaySettings } from '../../../use-cases/setup/settings';
import { useEventSettings } from '../../../data/hooks/competition';
import { DataGate } from '../../../console-kit/components/data-gate';
import { LiveRefreshButton } from '../components/live-refresh-button';
import { SettingsForm } from '../components/settings-form';
import { useWrite } from '../../../console-kit/hooks/use-write';

export default function SettingsRoute() {
  const settings = useEventSettings();
  const save = useWrite(saveDisplaySettings);
  const refresh = useWrite(forceLiveRefresh);
  return (
    <section>
      <h1 className="h3">Settings</h1>
      <h2 className="h5 mt-3">Event display</h2>
      <DataGate values={[settings]}>
        {() => <SettingsForm initial={togglesOf(settings.data)} onSave={save.run} pending={save.pending} error={save.error} done={save.done} />}
      </DataGate>
      <h2 className="h5 mt-4">Live views</h2>
      <p className="text-muted small">Projectors and phones showing the live schedule reload their position.</p>
      <LiveRefreshButton onRefresh={refresh.run} pending={refresh.pending} error={refresh.error} done={refresh.done} />
    </section>
  );
}
