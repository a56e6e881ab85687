// The public first view reads a few records with zod-free checks (src/data/first-view-checks.ts). Each check
// must accept exactly what the record's one schema in src/domain/records accepts, and keep the same fields:
// for any value the database could hold, both say yes or both say no, and agree on the value they keep.
import fc from 'fast-check';
import type { z } from 'zod';
import type { FieldCheck } from '../../src/data/field-checks';
import * as checks from '../../src/data/first-view-checks';
import { competitionMetadataSchema, judgeSessionSchema, roleGrantsSchema, socialsSchema } from '../../src/domain/records';

const metadata = competitionMetadataSchema.shape;

/** What the database can hand a reader: any JSON value, and objects with the record's own field names. */
function storedValues(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom(true, false, 'auto', 'open', 'closed', 'x@y.z'), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const record = fc.dictionary(fc.constantFrom(...fieldNames, 'stray'), leaf, { maxKeys: fieldNames.length + 1 });
  return fieldNames.length === 0 ? leaf : fc.oneof(leaf, record);
}

function agree(check: FieldCheck<unknown>, schema: z.ZodType, values: fc.Arbitrary<unknown>) {
  fc.assert(
    fc.property(values, (value) => {
      const byCheck = check.run(value);
      const bySchema = schema.safeParse(value);
      expect(byCheck.ok, `check and schema disagree on ${JSON.stringify(value)}`).toBe(bySchema.success);
      if (byCheck.ok && bySchema.success) expect(byCheck.value).toEqual(bySchema.data);
    }),
    { numRuns: 400 },
  );
}

const PAIRS: [string, FieldCheck<unknown>, z.ZodType, readonly string[]][] = [
  ['competitionMetadata/fullName', checks.metadataTextCheck, metadata.fullName, []],
  ['competitionMetadata/dateRegistrationEarly', checks.metadataNumberCheck, metadata.dateRegistrationEarly.unwrap(), []],
  ['competitionMetadata/resultsPageShown', checks.metadataFlagCheck, metadata.resultsPageShown.unwrap(), []],
  ['competitionMetadata/registrationStatus', checks.registrationStatusCheck, metadata.registrationStatus.unwrap(), []],
  ['competitionMetadata/socials', checks.socialsCheck, socialsSchema, Object.keys(socialsSchema.shape)],
  ['roles/<uid>', checks.roleGrantsCheck, roleGrantsSchema, Object.keys(roleGrantsSchema.shape)],
  ['judgeSessions/<uid> (judgeKey only)', checks.judgeSessionKeyCheck, judgeSessionSchema.pick({ judgeKey: true }), ['judgeKey']],
];

describe('zod-free first-view checks and the records they mirror', () => {
  it.each(PAIRS)('%s: the check accepts what the schema accepts and keeps the same fields', (_path, check, schema, fields) => {
    agree(check, schema, storedValues(fields));
  });

  it('notices a check that drifted from its schema', () => {
    // Any text standing in for the status list: the comparison must find a counterexample, or the tests above prove nothing.
    const drifted = checks.metadataTextCheck;
    expect(() => agree(drifted, metadata.registrationStatus.unwrap(), storedValues([]))).toThrow(/Property failed/);
  });
});
