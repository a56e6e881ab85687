// Issue 31: imported names in capitals or lower case get the registration's proper case (accents kept), shown in
// the preview with the choice to keep them as typed; emoji and control characters refuse the row in a sentence.
import type { CompetitionEvent } from '../model';
import { couple, makeEvent, RoundState } from '../../testing/domain/competition-fixtures';
import { readCsvTable } from './csv-table';
import { suggestMapping } from './column-mapping';
import { previewImport } from './import-preview';
import { buildImportUpdate } from './import-update';
import { valueAt, applyTreeUpdate } from '../tree-update';

const bronze = makeEvent('Bronze', 'Latin', ['Rumba'], [couple(0)], [{ state: RoundState.Initialized, scheduleIndex: 1, couples: [couple(0)] }]);
const events: Record<string, CompetitionEvent> = { [bronze.eventName]: bronze };

const table = readCsvTable([
  'Lead,Follow,Affiliation,Events',
  'JOHN smith,mary JONES,TBA,Bronze Latin',
  'josé ÁLVAREZ,Zoë Müller,TBA,Bronze Latin',
  'Ann Lee,Bo Chan,TBA,Bronze Latin',
  'Cat 💃 Ray,Dee Fox,TBA,Bronze Latin',
  'Eve\u0007 Hart,Fay Moss,TBA,Bronze Latin',
].join('\n'));
const mapping = suggestMapping(table.headers);
const rowOf = (preview: ReturnType<typeof previewImport>, n: number) => preview.rows.find((r) => r.rowNumber === n);

describe('names in an import', () => {
  it('proposes the proper case for names all in capitals or lower case, accents kept, and imports it', () => {
    const preview = previewImport(table, mapping, events);
    expect(rowOf(preview, 2)?.nameCase).toEqual({
      typed: { leadName: 'JOHN smith', followName: 'mary JONES' },
      proposed: { leadName: 'John Smith', followName: 'Mary Jones' },
      keptAsTyped: false,
    });
    expect(rowOf(preview, 2)?.couple).toMatchObject({ leadName: 'John Smith', followName: 'Mary Jones' });
    expect(rowOf(preview, 3)?.couple).toMatchObject({ leadName: 'José Álvarez', followName: 'Zoë Müller' });
    // Names already in mixed case are left as the person wrote them.
    expect(rowOf(preview, 4)?.nameCase).toBeUndefined();
    const { update } = buildImportUpdate(preview, events, { now: 1 });
    const tree = applyTreeUpdate({ events }, update);
    const names = Object.values((valueAt(tree, 'events/Bronze Latin/entries') ?? {}) as Record<string, { leadName: string }>).map((e) => e.leadName);
    expect(names).toEqual(expect.arrayContaining(['John Smith', 'José Álvarez']));
  });

  it('keeps a row as typed when the organiser chooses so', () => {
    const preview = previewImport(table, mapping, events, { keepCaseRows: new Set([2]) });
    expect(rowOf(preview, 2)?.nameCase?.keptAsTyped).toBe(true);
    expect(rowOf(preview, 2)?.couple).toMatchObject({ leadName: 'JOHN smith', followName: 'mary JONES' });
    expect(rowOf(preview, 3)?.couple?.leadName).toBe('José Álvarez');
  });

  it('refuses a name with an emoji or a control character with a sentence naming the row', () => {
    const preview = previewImport(table, mapping, events);
    expect(rowOf(preview, 5)?.status).toBe('error');
    expect(rowOf(preview, 5)?.problems.map((p) => p.message)).toEqual(["Row 5, Lead's name: The name cannot contain emoji or pictures; type the name in letters."]);
    expect(rowOf(preview, 6)?.problems.map((p) => p.message)).toEqual(["Row 6, Lead's name: The name contains an invisible control character; retype it."]);
    expect(preview.counts.error).toBe(2);
  });
});
