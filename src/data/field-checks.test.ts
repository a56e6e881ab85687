import { z } from 'zod';
import { flag, num, object, oneOf, optional, text } from './field-checks';
import type { StandardSchemaV1 } from './standard-schema';

const validate = <T,>(check: StandardSchemaV1<T>, value: unknown) => check['~standard'].validate(value);

describe('field checks', () => {
  it('pass values of the expected type through and name what they expected otherwise', () => {
    expect(validate(text, 'Demo Ballroom Classic')).toEqual({ value: 'Demo Ballroom Classic' });
    expect(validate(num, 1_700_000_000_000)).toEqual({ value: 1_700_000_000_000 });
    expect(validate(flag, false)).toEqual({ value: false });
    expect(validate(text, 42)).toEqual({ issues: [{ message: 'expected string, received number' }] });
    expect(validate(num, '85')).toEqual({ issues: [{ message: 'expected number, received string' }] });
    expect(validate(num, Number.NaN)).toEqual({ issues: [{ message: 'expected number, received number' }] });
    expect(validate(flag, null)).toEqual({ issues: [{ message: 'expected boolean, received null' }] });
  });

  it('accept only the listed values', () => {
    const status = oneOf(['auto', 'open', 'closed']);
    expect(validate(status, 'open')).toEqual({ value: 'open' });
    expect(validate(status, 'opened')).toEqual({ issues: [{ message: 'expected one of "auto", "open", "closed", received string' }] });
  });

  it('check an object field by field, drop unknown keys and point at the bad field', () => {
    const grants = object({ organiser: optional(oneOf([true])), email: optional(text), judgeKey: text });
    expect(validate(grants, { judgeKey: 'j1', organiser: true, extra: 'x' })).toEqual({ value: { judgeKey: 'j1', organiser: true } });
    expect(validate(grants, { judgeKey: 'j1', organiser: false })).toEqual({
      issues: [{ message: 'expected one of true, received boolean', path: ['organiser'] }],
    });
    expect(validate(grants, { organiser: true })).toEqual({ issues: [{ message: 'expected string, received undefined', path: ['judgeKey'] }] });
    expect(validate(grants, ['j1'])).toEqual({ issues: [{ message: 'expected object, received array' }] });
  });

  it('agree with the zod schemas they stand in for', () => {
    const socials = object({ website: optional(text), facebook: optional(text), instagram: optional(text) });
    const zodSocials = z.object({ website: z.string().optional(), facebook: z.string().optional(), instagram: z.string().optional() });
    const samples: unknown[] = [{}, { instagram: '@team', other: 1 }, { website: 3 }, 'x', null, { facebook: undefined }];
    for (const sample of samples) {
      const ours = validate(socials, sample) as { value?: unknown; issues?: unknown };
      const theirs = zodSocials.safeParse(sample);
      expect(ours.issues === undefined).toBe(theirs.success);
      if (theirs.success) expect(ours.value).toEqual(theirs.data);
    }
  });
});
