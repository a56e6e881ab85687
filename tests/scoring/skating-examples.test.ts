// Every published worked example in tests/fixtures/skating-examples.json, run through the engine.
import { readFileSync } from 'node:fs';
import { placeMultiDance, placeSingleDance, tallyRecalls } from '../../src/domain/scoring';

interface SingleDanceExample {
  id: string;
  kind: 'single-dance';
  marks: Record<string, number[]>;
  expected: Record<string, number>;
}

interface MultiDanceExample {
  id: string;
  kind: 'multi-dance';
  judges: string[];
  marks: Record<string, Record<string, number[]>>;
  expected: Record<string, number>;
  expected_dance_places?: Record<string, Record<string, number>>;
  /** The source gives only each dance's places, encoded as a one-"judge" panel. */
  marks_are_dance_places?: boolean;
}

interface RecallExample {
  id: string;
  kind: 'recall';
  marks: Record<string, number[]>;
  recall_count: number;
  expected:
    | { recalled: number[] }
    | { resolvable_exactly: false; possible_cutoffs: { min_marks: number; recalled: number[] }[]; ordering_by_marks_desc: number[] };
}

type Example = SingleDanceExample | MultiDanceExample | RecallExample;

const examples = JSON.parse(readFileSync(new URL('../fixtures/skating-examples.json', import.meta.url), 'utf8')) as Example[];
const ids = (numbers: number[]) => numbers.map(String);

/** A one-judge panel whose marks are the given dance places: rules 5-8 return them unchanged. */
function sheetFromDancePlaces(dancePlaces: Record<string, Record<string, number>>): Record<string, Record<string, number[]>> {
  return Object.fromEntries(
    Object.entries(dancePlaces).map(([dance, places]) => [dance, Object.fromEntries(Object.entries(places).map(([couple, place]) => [couple, [place]]))]),
  );
}

describe('published Skating System examples', () => {
  it('covers every kind of example in the fixture', () => {
    expect(new Set(examples.map((example) => example.kind))).toEqual(new Set(['single-dance', 'multi-dance', 'recall']));
  });

  for (const example of examples.filter((e): e is SingleDanceExample => e.kind === 'single-dance')) {
    it(`${example.id}: places every couple as published`, () => {
      expect(placeSingleDance(example.marks).places).toEqual(example.expected);
    });
  }

  for (const example of examples.filter((e): e is MultiDanceExample => e.kind === 'multi-dance')) {
    it(`${example.id}: final summary as published`, () => {
      const result = placeMultiDance(example.marks);
      expect(result.places).toEqual(example.expected);
      if (example.expected_dance_places) expect(result.dancePlaces).toEqual(example.expected_dance_places);
    });

    if (example.marks_are_dance_places && example.expected_dance_places) {
      const dancePlaces = example.expected_dance_places;
      it(`${example.id}: the same result from the published dance places alone`, () => {
        expect(example.judges).toHaveLength(1);
        const result = placeMultiDance(sheetFromDancePlaces(dancePlaces));
        expect(result.dancePlaces).toEqual(dancePlaces);
        expect(result.places).toEqual(example.expected);
        for (const couple of Object.keys(example.expected)) {
          expect(result.totals[couple]).toBe(Object.values(dancePlaces).reduce((sum, places) => sum + places[couple], 0));
        }
      });
    }
  }

  for (const example of examples.filter((e): e is RecallExample => e.kind === 'recall')) {
    it(`${example.id}: recall as published`, () => {
      const tally = tallyRecalls(example.marks, example.recall_count);
      const expected = example.expected;
      if ('recalled' in expected) {
        expect(tally.recalled).toEqual(ids(expected.recalled));
      } else {
        expect(tally.recalled).toBeNull();
        expect(tally.options.map((option) => ({ min_marks: option.minMarks, recalled: option.recalled.map(Number) }))).toEqual(expected.possible_cutoffs);
        expect(tally.ordering.map((couple) => tally.counts[couple])).toEqual(expected.ordering_by_marks_desc);
      }
    });
  }
});
