import { describe, expect, it } from 'vitest';
import { finalInCallOrder, recalledInCallOrder } from './announce-order';
import type { FinalPlacement, RecallPlacement } from './types';

const couple = (leadNumber: number | undefined, leadName: string) => ({
  entryId: leadName, leadName, followName: 'F', affiliation: 'A', ...(leadNumber === undefined ? {} : { leadNumber }),
});

describe('MC reading order', () => {
  it('reads the recalled couples by number, lowest first, the unnumbered last by name', () => {
    const placements: RecallPlacement[] = [
      { ...couple(110, 'Zed'), marks: 5, recalled: true },
      { ...couple(undefined, 'Bea'), marks: 4, recalled: true },
      { ...couple(undefined, 'Al'), marks: 4, recalled: true },
      { ...couple(104, 'Cy'), marks: 3, recalled: true },
      { ...couple(101, 'Di'), marks: 1, recalled: false },
    ];
    expect(recalledInCallOrder(placements).map((p) => p.leadName)).toEqual(['Cy', 'Zed', 'Al', 'Bea']);
  });

  it('reads a final from last place to first, couples sharing a place by number', () => {
    const placements: FinalPlacement[] = [
      { ...couple(103, 'A'), place: 1, decidedBy: 'R9' },
      { ...couple(105, 'B'), place: 2.5, decidedBy: 'tie' },
      { ...couple(102, 'C'), place: 2.5, decidedBy: 'tie' },
      { ...couple(101, 'D'), place: 4, decidedBy: 'R9' },
    ];
    expect(finalInCallOrder(placements).map((p) => [p.leadNumber, p.place])).toEqual([[101, 4], [102, 2.5], [105, 2.5], [103, 1]]);
  });
});
