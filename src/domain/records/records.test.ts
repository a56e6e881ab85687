// Where the rules and a schema disagreed (tests/project/records-match-rules.test.ts), the schema now reads
// what the rules accept.
import { competitionMetadataSchema, eventSchema } from './index';

describe('stored records the rules accept', () => {
  it('an event without dances (the database drops an empty map) reads as an event with none', () => {
    const parsed = eventSchema.safeParse({ eventName: 'Waltz', style: 'Standard', eventLevel: 'Bronze' });
    expect(parsed.success && parsed.data.dances).toEqual({});
  });

  it('competition details without a colour read as details without a colour', () => {
    const parsed = competitionMetadataSchema.safeParse({ fullName: 'Gala', startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(parsed.success && parsed.data.primaryColor).toBeUndefined();
    expect(parsed.success && parsed.data.fullName).toBe('Gala');
  });

  it('still refuses an event whose dances are not numbers', () => {
    expect(eventSchema.safeParse({ eventName: 'Waltz', style: 'Standard', eventLevel: 'Bronze', dances: { Waltz: 'first' } }).success).toBe(false);
  });
});
