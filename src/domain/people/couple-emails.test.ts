import fc from 'fast-check';
import { applyTreeUpdate, valueAt, type Tree } from '../tree-update';
import {
  type CoupleEmails, DancerEmailError, coupleEmailsPatch, emailKeyFor, mergeCoupleEmailsPatch, parseCoupleEmails,
} from './couple-emails';
import { registerCouplePatch } from './register-couple-patch';

const names = { leadName: 'Theo Castillo', followName: 'Ana Ruiz' };

describe('the dancers’ e-mails', () => {
  it('normalises what was typed and leaves a blank out', () => {
    expect(parseCoupleEmails({ lead: '  Theo@Example.ORG ', follow: '' }, names)).toEqual({ lead: 'theo@example.org' });
    expect(parseCoupleEmails({}, names)).toEqual({});
  });

  it('refuses a malformed address, naming the dancer', () => {
    const refuse = () => parseCoupleEmails({ lead: 'theo@example.org', follow: 'ana@' }, names);
    expect(refuse).toThrow(DancerEmailError);
    expect(refuse).toThrow('“ana@” is not an e-mail address; check Ana Ruiz’s e-mail for typing mistakes.');
    expect(() => parseCoupleEmails({ lead: 'the o@example.org' }, names)).toThrow('Theo Castillo’s e-mail');
    expect(() => parseCoupleEmails({ lead: `${'a'.repeat(195)}@x.org` }, names)).toThrow(DancerEmailError);
  });

  it('keys an address as the rules do: lower case, dots and the other forbidden characters escaped', () => {
    expect(emailKeyFor('Ana.Ruiz@Example.org')).toBe('ana%2Eruiz@example%2Eorg');
    expect(emailKeyFor('a#b$c@x.org')).toBe('a%23b%24c@x%2Eorg');
  });

  it('writes the record and the reverse index together, and removes what is no longer named', () => {
    const first = coupleEmailsPatch('theo~ana', undefined, { lead: 'theo@x.org', follow: 'ana@x.org' });
    expect(first).toEqual({
      'emailCouples/theo@x%2Eorg/theo~ana': true,
      'emailCouples/ana@x%2Eorg/theo~ana': true,
      'coupleEmails/theo~ana': { lead: 'theo@x.org', follow: 'ana@x.org' },
    });
    expect(coupleEmailsPatch('theo~ana', { lead: 'theo@x.org', follow: 'ana@x.org' }, { lead: 'theo@x.org', follow: 'ana@y.org' })).toEqual({
      'emailCouples/ana@x%2Eorg/theo~ana': null,
      'emailCouples/ana@y%2Eorg/theo~ana': true,
      'coupleEmails/theo~ana': { lead: 'theo@x.org', follow: 'ana@y.org' },
    });
    expect(coupleEmailsPatch('theo~ana', { lead: 'theo@x.org' }, {})).toEqual({ 'emailCouples/theo@x%2Eorg/theo~ana': null, 'coupleEmails/theo~ana': null });
    expect(coupleEmailsPatch('theo~ana', { lead: 'theo@x.org' }, { lead: 'theo@x.org' })).toEqual({});
  });

  it('a merge keeps the kept couple’s addresses and takes the ones it lacks', () => {
    const tree = applyTreeUpdate({}, {
      ...coupleEmailsPatch('old', undefined, { lead: 'theo@x.org', follow: 'ana@x.org' }),
      ...coupleEmailsPatch('kept', undefined, { lead: 'theo@y.org' }),
    });
    const merged = applyTreeUpdate(tree, mergeCoupleEmailsPatch('old', { lead: 'theo@x.org', follow: 'ana@x.org' }, 'kept', { lead: 'theo@y.org' }));
    expect(valueAt(merged, 'coupleEmails/kept')).toEqual({ lead: 'theo@y.org', follow: 'ana@x.org' });
    expect(valueAt(merged, 'coupleEmails/old')).toBeUndefined();
    expect(valueAt(merged, 'emailCouples')).toEqual({ 'theo@y%2Eorg': { kept: true }, 'ana@x%2Eorg': { kept: true } });
  });

  it('a new couple registered with e-mails writes them in the same update as its record', () => {
    const input = { lead: { name: 'Theo Castillo', affiliation: 'MIT' }, follow: { name: 'Ana Ruiz', affiliation: 'MIT' }, affiliation: 'MIT', createdAt: 1, emails: { follow: 'ana@x.org' } };
    const { update } = registerCouplePatch(input, { uid: 'u1' }, { couples: {}, people: {}, events: {} });
    expect(update['coupleEmails/theo castillo~ana ruiz']).toEqual({ follow: 'ana@x.org' });
    expect(update['emailCouples/ana@x%2Eorg/theo castillo~ana ruiz']).toBe(true);
  });
});

describe('the reverse index, after any sequence of changes', () => {
  const address = fc.constantFrom('theo@x.org', 'ana@x.org', 'max@y.edu', 'a.b@c.org');
  const emails = fc.record({ lead: address, follow: address }, { requiredKeys: [] });
  const change = fc.tuple(fc.constantFrom('c1', 'c2', 'c3'), emails);

  it('names exactly the couples whose records name the address', () => {
    fc.assert(fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
      let tree: Tree = {};
      for (const [coupleId, after] of changes) {
        const before = valueAt(tree, `coupleEmails/${coupleId}`) as CoupleEmails | undefined;
        tree = applyTreeUpdate(tree, coupleEmailsPatch(coupleId, before, after));
      }
      const expected: Record<string, Record<string, true>> = {};
      for (const [coupleId, record] of Object.entries((valueAt(tree, 'coupleEmails') ?? {}) as Record<string, CoupleEmails>)) {
        for (const email of [record.lead, record.follow]) if (email) (expected[emailKeyFor(email)] ??= {})[coupleId] = true;
      }
      expect(valueAt(tree, 'emailCouples') ?? {}).toEqual(expected);
    }));
  });
});
