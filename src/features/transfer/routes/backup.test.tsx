import { screen, waitFor, within } from '@testing-library/react';
import { withSummaries } from '../../../testing/with-summaries';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couple, makeEvent, metadata, RoundState } from '../../../testing/domain/competition-fixtures';
import { BACKUP_FORMAT_VERSION, backupText, makeBackup, readBackup } from '../../../domain/transfer';
import { renderAdmin, resetFakes, TEST_UID } from '../../../testing/render-screen';
import BackupRoute from './backup';
import { PUBLIC_BRANCHES } from '../../../domain/public-version';

const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0), couple(1)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0), couple(1)] }]);
const tree = { competitionMetadata: metadata, events: { [bronze.eventName]: bronze }, judgeCodes: { j1: 'ABCDEFG' } };

const silver = makeEvent('Silver', 'Standard', ['Waltz'], [couple(2)], []);
const gold = makeEvent('Gold', 'Smooth', ['Waltz'], [couple(3)], []);
const other = { competitionMetadata: { ...metadata, fullName: 'Other Open' }, events: { [silver.eventName]: silver, [gold.eventName]: gold }, roles: { [TEST_UID]: { organiser: true } } };

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (downloads.push(b), 'blob:backup')), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  resetFakes();
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const jsonFile = (text: string) => new File([text], 'backup.json', { type: 'application/json' });

describe('Backup screen', () => {
  it('downloads the whole tree as a backup file that reads back unchanged', async () => {
    renderAdmin(<BackupRoute />, { tree });
    await userEvent.click(screen.getByRole('button', { name: 'Download backup (JSON)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Backup downloaded.');
    const { backup, migratedFrom } = readBackup(await textOf(downloads[0]));
    expect(migratedFrom).toBeUndefined();
    expect(backup).toMatchObject({ formatVersion: BACKUP_FORMAT_VERSION, competition: metadata.fullName });
    expect(backup.tree).toEqual({ ...tree, roles: { [TEST_UID]: { organiser: true } } });
  });

  it('names what a restore replaces, and replaces the tree only once confirmed', async () => {
    const { db } = renderAdmin(<BackupRoute />, { tree });
    await userEvent.upload(screen.getByLabelText('Backup file'), jsonFile(backupText(makeBackup(other, Date.UTC(2026, 10, 1)))));
    const confirmation = await screen.findByRole('region', { name: 'Restore confirmation' });
    expect(confirmation).toHaveTextContent('Restoring Other Open (saved 2026-11-01T00:00:00.000Z) replaces everything');
    expect(within(confirmation).getByText('events: 1 now, 2 from the file')).toBeInTheDocument();
    expect(within(confirmation).getByText("judges' tablet codes: 1 now, 0 from the file")).toBeInTheDocument();
    expect(within(confirmation).getByText('entries over all events: 2 now, 2 from the file')).toBeInTheDocument();
    expect(db.writes).toHaveLength(0);
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Replace everything with the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The backup is restored.');
    expect(db.writes).toHaveLength(1);
    // The file's tree, with the public summaries rebuilt from its events by the writer, and the version counter of
    // every public branch the restore wrote bumped (none was counted before: each is now 1).
    const written = Object.keys(db.writes[0]).filter((branch) => (PUBLIC_BRANCHES as readonly string[]).includes(branch));
    expect(written).toContain('events');
    expect(db.read('')).toEqual({
      ...withSummaries(other),
      publicVersion: Object.fromEntries(written.map((branch) => [branch, 1])),
      publicVersionKeys: { eventIndex: { whole: 1, branch: 1 } }, // the events' index written whole
    });
  });

  it('warns before a restore that would lock the organiser out, and cancelling writes nothing', async () => {
    const { db } = renderAdmin(<BackupRoute />, { tree });
    const withoutMe = { ...other, roles: { someone: { organiser: true } } };
    await userEvent.upload(screen.getByLabelText('Backup file'), jsonFile(backupText(makeBackup(withoutMe, 0))));
    const confirmation = await screen.findByRole('region', { name: 'Restore confirmation' });
    expect(confirmation).toHaveTextContent('Your account is not an organiser in this file');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Restore confirmation' })).not.toBeInTheDocument();
    expect(db.writes).toHaveLength(0);
  });

  it('migrates a bare database export (version 0) and refuses a file from a newer site with the reason', async () => {
    renderAdmin(<BackupRoute />, { tree });
    await userEvent.upload(screen.getByLabelText('Backup file'), jsonFile(JSON.stringify(other)));
    expect(await screen.findByRole('region', { name: 'Restore confirmation' })).toHaveTextContent('The file is in format version 0');
    const newer = { ...makeBackup(other, 0), formatVersion: BACKUP_FORMAT_VERSION + 1 };
    await userEvent.upload(screen.getByLabelText('Backup file'), jsonFile(JSON.stringify(newer)));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('newer version of the site'));
    expect(screen.queryByRole('region', { name: 'Restore confirmation' })).not.toBeInTheDocument();
  });
});
