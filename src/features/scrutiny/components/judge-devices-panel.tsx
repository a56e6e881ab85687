// The panel's tablets at a glance (issue 35): one line per judge of the round with a coloured word and the
// words that say why ("last seen 40 s ago · 3 marks waiting"), so colour is never the only sign.
import Badge from 'react-bootstrap/Badge';
import { useJudgeDevices, useServerNow } from '../../../data/judging/judge-devices';
import { type DeviceHealthLevel, deviceHealth } from '../../../domain/judging';
import type { PanelJudge } from '../../../domain/results';

const BADGE: Record<DeviceHealthLevel, { bg: string; text?: 'dark' }> = {
  green: { bg: 'success' },
  amber: { bg: 'warning', text: 'dark' },
  red: { bg: 'danger' },
};

export function JudgeDevicesPanel({ panel, roundLabel }: { panel: readonly PanelJudge[]; roundLabel: string }) {
  const devices = useJudgeDevices();
  const now = useServerNow();
  if (panel.length === 0) return null;
  if (devices.error) return <p className="text-danger">The tablets' health could not be read: {devices.error.message}</p>;
  return (
    <section aria-label="Judges' tablets" className="mb-3">
      <h3 className="h6">Judges' tablets</h3>
      <ul className="list-unstyled mb-0">
        {panel.map((judge) => {
          const report = devices.data?.[judge.key];
          const health = deviceHealth(report, now);
          const elsewhere = report?.eventName && report.roundNumber !== undefined ? `${report.eventName} round ${report.roundNumber}` : null;
          const where = elsewhere ? ` · on ${elsewhere}${report?.heat ? ` heat ${report.heat}` : ''}` : '';
          const text = `${judge.label} ${judge.name}: ${health.label} · ${health.summary}${where}`;
          return (
            <li key={judge.key} aria-label={text} data-health={health.level}>
              <Badge bg={BADGE[health.level].bg} text={BADGE[health.level].text} className="me-2">{health.label}</Badge>
              <strong>{judge.label}</strong> {judge.name} · {health.summary}{where}
            </li>
          );
        })}
      </ul>
      {devices.loading && <p className="text-muted small mb-0">Reading the tablets of {roundLabel}…</p>}
    </section>
  );
}
