import { describe, expect, it } from 'vitest';
import { c101, c102, c103, c104, finalRoundMarks, semiMarks, six } from '../../testing/domain/scrutineer-scenario';
import { finalMarks } from '../../testing/domain/competition-fixtures';
import { anomalyLookup, findAnomalies } from './anomalies';

const panel = [
  { key: 'j1', label: 'A' },
  { key: 'j2', label: 'B' },
  { key: 'j3', label: 'C' },
];
const couples = six.map((c) => ({ entryId: c.entryId, label: String(c.leadNumber) }));

describe('anomalies', () => {
  it('flags a judge who recalled more or fewer couples than asked, and a lone recall', () => {
    const anomalies = findAnomalies({ kind: 'recall', panel, dances: ['ChaCha', 'Rumba'], couples, marks: semiMarks, requested: 2 });
    const messages = anomalies.map((a) => a.message);
    expect(messages.filter((m) => m.includes('than the 2 asked for'))).toHaveLength(6);
    expect(messages).toContain('Judge A recalled 3 couples in ChaCha, more than the 2 asked for.');
    // Rumba: j3 alone left 102 out, j1 alone 103, j2 alone 104.
    expect(messages).toContain('Judge C alone did not recall 102 in Rumba.');
    expect(messages).toContain('Judge A alone did not recall 103 in Rumba.');
    expect(messages).toContain('Judge B alone did not recall 104 in Rumba.');
    expect(anomalyLookup(anomalies)('j2', 'Rumba', c104.entryId)).toBe('Judge B alone did not recall 104 in Rumba.');
    expect(anomalyLookup(anomalies)('j2', 'Rumba', c101.entryId)).toBeNull();
  });

  it('says nothing of a panel that agrees and marked what was asked', () => {
    expect(findAnomalies({ kind: 'recall', panel, dances: ['ChaCha'], couples, marks: semiMarks, requested: 3 })).toEqual([]);
    expect(findAnomalies({ kind: 'final', panel, dances: ['ChaCha'], couples: couples.slice(0, 3), marks: finalRoundMarks, requested: 3 })).toEqual([]);
  });

  it('flags a final placing far from the other judges', () => {
    const five = six.slice(0, 5);
    const marks = finalMarks({
      Waltz: {
        j1: [c101, c102, c103, c104, five[4]],
        j2: [c101, c102, c103, c104, five[4]],
        j3: [five[4], c101, c102, c103, c104],
        j4: [c101, c103, c102, c104, five[4]],
      },
    });
    const anomalies = findAnomalies({ kind: 'final', panel: [...panel, { key: 'j4', label: 'D' }], dances: ['Waltz'], couples: couples.slice(0, 5), marks, requested: 5 });
    expect(anomalies.map((a) => a.message)).toEqual(['Judge C placed 105 1 in Waltz; the others 5, 5, 5.']);
  });
});
