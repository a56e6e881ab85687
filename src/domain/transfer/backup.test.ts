import { DEMO_ACCOUNTS } from '../../demo/demo-accounts';
import { generateDemoCompetition } from '../../demo/generate-demo';
import { SUMMARY_BRANCHES } from '../summaries';
import { applyTreeUpdate } from '../tree-update';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupFileName, backupText, makeBackup } from './backup-format';
import { BackupError, readBackup } from './read-backup';
import { describeRestore, planRestore } from './restore-plan';

const NOW = Date.UTC(2026, 10, 25, 1, 40, 12);
const UIDS = Object.fromEntries(DEMO_ACCOUNTS.map((account, i) => [account.email, `uid-${i}`]));
const organiserUid = Object.entries(UIDS).find(([email]) => DEMO_ACCOUNTS.find((a) => a.email === email)?.roles.includes('organiser'))?.[1] ?? '';
const full = generateDemoCompetition(NOW, { uids: UIDS });
// The public summaries are derived from events: a backup leaves them out and a restore rebuilds them.
const tree = Object.fromEntries(Object.entries(full).filter(([branch]) => !(SUMMARY_BRANCHES as readonly string[]).includes(branch)));
const backup = makeBackup(full, NOW);

describe('the backup file', () => {
  it('holds the whole tree with its format, version, time and competition name', () => {
    expect(backup).toMatchObject({ format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt: '2026-11-25T01:40:12.000Z', competition: 'Demo Collegiate DanceSport Championships' });
    expect(backup.tree).toEqual(tree);
    expect(backupFileName(backup)).toBe('demo-collegiate-dancesport-championships-backup-2026-11-25T0140Z.json');
  });

  it('reads back as the same backup, unmigrated', () => {
    expect(readBackup(backupText(backup))).toEqual({ backup });
  });

  it('reads a bare tree (the local database\'s --export) as version 0, dropping priorities', () => {
    const bare = { ...full, settings: { events: { '.priority': 3, showScheduleIndex: { '.value': true, '.priority': 1 } } } };
    const read = readBackup(JSON.stringify(bare));
    expect(read.migratedFrom).toBe(0);
    expect(read.backup).toMatchObject({ formatVersion: BACKUP_FORMAT_VERSION, exportedAt: null, competition: backup.competition });
    expect(read.backup.tree).toEqual({ ...tree, settings: { events: { showScheduleIndex: true } } });
  });

  it('refuses a newer version, another format, a stray branch, a damaged event and non-JSON, saying why', () => {
    const file = (patch: object) => JSON.stringify({ ...backup, ...patch });
    expect(() => readBackup(file({ formatVersion: BACKUP_FORMAT_VERSION + 1 }))).toThrow(/newer version of the site \(format 2\)/);
    expect(() => readBackup(file({ format: 'something-else' }))).toThrow(/not a backup of a competition/);
    expect(() => readBackup(file({ formatVersion: 0.5 }))).toThrow(/format version \(0\.5\)/);
    expect(() => readBackup(file({ tree: { ...tree, users: {} } }))).toThrow(/"users", which is not a branch/);
    expect(() => readBackup(file({ tree: { events: { 'Gold Waltz': { eventName: 'Silver Waltz' } } } }))).toThrow(/event "Gold Waltz" does not carry its own name/);
    expect(() => readBackup(file({ tree: { events: { 'a.b': { eventName: 'a.b' } } } }))).toThrow(BackupError);
    expect(() => readBackup('{"format": ')).toThrow(/not JSON/);
    expect(() => readBackup('[1]')).toThrow(/no JSON object/);
  });
});

describe('a restore', () => {
  const current = { competitionMetadata: { fullName: 'Other' }, events: { A: { eventName: 'A', entries: { x: {}, y: {} } } }, judgeCodes: { j9: 'ABCDEFG' } };

  it('names, per branch, what is there now and what the file brings', () => {
    const plan = planRestore(current, backup, organiserUid);
    const events = plan.branches.find((b) => b.branch === 'events');
    expect(events).toEqual({ branch: 'events', counts: 'events', current: 1, restored: Object.keys(tree.events as object).length });
    expect(plan.branches.map((b) => b.branch)).toEqual(['competitionMetadata', 'events', 'marks', 'resultsSaved', 'settings', 'roles', 'judgeCodes', 'registrants', 'fees', 'payments', 'schedule', 'panels', 'eligibility', 'people', 'couples', 'accountCouples', 'coupleEmails', 'emailCouples']);
    expect(plan.entries.current).toBe(2);
    expect(describeRestore(plan)[0]).toBe('competition details: 1 now, 1 from the file');
    expect(plan.warnings).toEqual([]);
  });

  it('is one update that leaves exactly the file\'s tree, removing branches the file lacks', () => {
    const small = makeBackup({ events: tree.events }, NOW);
    expect(applyTreeUpdate(current, planRestore(current, small).update)).toEqual({ events: tree.events });
    expect(applyTreeUpdate(current, planRestore(current, backup).update)).toEqual(tree);
  });

  it('warns an account that the file does not make an organiser', () => {
    expect(planRestore(current, backup, 'someone-else').warnings).toEqual([expect.stringMatching(/not an organiser in this file/)]);
  });
});
