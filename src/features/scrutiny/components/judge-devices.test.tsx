import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState } from '../../../testing/domain/competition-fixtures';
import { semiTree } from '../../../testing/domain/scrutineer-scenario';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import ChairmanRoute from '../routes/chairman';
import ScrutineerRoute from '../routes/scrutineer';

afterEach(resetFakes);

const device = (over: Record<string, unknown>) => ({ device: 'tab', connected: true, lastContact: Date.now() - 5_000, marksWaiting: 0, appVersion: '0.1.0', ...over });

function runningWithDevices() {
  return {
    ...semiTree(3, RoundState.Running),
    judgeDevices: {
      j1: device({ device: 'tab-1', eventName: 'Silver Latin', roundNumber: 1, heat: 4 }),
      j2: device({ device: 'tab-2', marksWaiting: 3, lastContact: Date.now() - 40_000 }),
      j3: device({ device: 'tab-3', connected: false, lastContact: Date.now() - 150_000 }),
    },
  };
}

describe('Judges\' tablets on the consoles', () => {
  it('shows the scrutineer one line per judge of the running round, in words and colour', async () => {
    renderAdmin(<ScrutineerRoute />, { tree: runningWithDevices(), grants: { scrutineer: true } });
    const tablets = await screen.findByRole('region', { name: 'Judges\' tablets' });
    const lines = within(tablets).getAllByRole('listitem');
    // The seconds count on while the screen renders: the line says at least what the record says.
    const labels = lines.map((li) => li.getAttribute('aria-label'));
    expect(labels[0]).toMatch(/^A Ada Judge: OK · last seen [5-9] s ago · all marks saved · on Silver Latin round 1 heat 4$/);
    expect(labels[1]).toMatch(/^B Ben Judge: Check · last seen 4[0-4] s ago · 3 marks waiting$/);
    expect(labels[2]).toBe('C Cleo Judge: Lost · disconnected · last seen 2 min ago · all marks saved');
    expect(lines.map((li) => li.dataset.health)).toEqual(['green', 'amber', 'red']);
  });

  it('says so when a judge\'s tablet has never reported, and shows the chairman the same lines', async () => {
    const tree = runningWithDevices();
    delete (tree.judgeDevices as Record<string, unknown>).j1;
    renderAdmin(<ChairmanRoute />, { tree, grants: { chairman: true } });
    const tablets = await screen.findByRole('region', { name: 'Judges\' tablets' });
    expect(within(tablets).getAllByRole('listitem')[0]).toHaveAccessibleName('A Ada Judge: Lost · no tablet has reported');
  });

  it('leaves the tablets out once the round is no longer on the floor', async () => {
    renderAdmin(<ScrutineerRoute />, { tree: { ...runningWithDevices(), ...semiTree(3, RoundState.Marked) }, grants: { scrutineer: true } });
    await screen.findByRole('heading', { name: /Silver Latin/ });
    expect(screen.queryByRole('region', { name: 'Judges\' tablets' })).not.toBeInTheDocument();
  });

  it('shows the chairman the round\'s audit trail on request, oldest change first', async () => {
    const at = new Date(2026, 10, 28, 10, 15, 30).getTime();
    const tree = {
      ...semiTree(3, RoundState.Running),
      markAudit: {
        'Silver Latin': {
          1: {
            '-b': { judgeKey: 'j1', source: 'tablet', device: 'tab-1', at: at + 5_000, dance: 'Rumba', entryId: Object.keys(semiTree(3).events['Silver Latin'].rounds?.[1]?.entries ?? {})[0], old: 1, new: 0 },
            '-a': { judgeKey: 'j2', source: 'paper', device: 'scrut', at, submitted: true },
          },
        },
      },
    };
    renderAdmin(<ChairmanRoute />, { tree, grants: { chairman: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the audit trail of Silver Latin Semi-Final' }));
    const table = await screen.findByRole('table', { name: 'Audit trail of Silver Latin Semi-Final' });
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    expect(rows).toEqual([
      ['10:15:30', 'B Ben Judge', 'submitted the sheet', 'paper sheet · scrut'],
      ['10:15:35', 'A Ada Judge', 'Rumba · couple 101: 1 → 0', 'tablet · tab-1'],
    ]);
  });
});
