import { TreeUpdateError, applyTreeUpdate, isLegalKey, sameValue, storedForm, valueAt } from './tree-update';

describe('applyTreeUpdate', () => {
  const tree = { events: { Waltz: { eventName: 'Waltz', rounds: { 1: { roundState: 0 } } } } };

  it('sets values at paths and leaves the input untouched', () => {
    const next = applyTreeUpdate(tree, { 'events/Waltz/rounds/1/roundState': 2, 'settings/events/hideLevelIcons': true });
    expect(valueAt(next, 'events/Waltz/rounds/1/roundState')).toBe(2);
    expect(valueAt(next, 'settings/events/hideLevelIcons')).toBe(true);
    expect(tree.events.Waltz.rounds[1].roundState).toBe(0);
  });

  it('removes with null and prunes parents left empty, as the database does', () => {
    const next = applyTreeUpdate(tree, { 'events/Waltz/rounds/1/roundState': null });
    expect(valueAt(next, 'events/Waltz/rounds')).toBeUndefined();
    expect(valueAt(next, 'events/Waltz/eventName')).toBe('Waltz');
  });

  it('drops nulls and empty objects inside written values', () => {
    const next = applyTreeUpdate({}, { a: { b: null, c: {}, d: 1 } });
    expect(next).toEqual({ a: { d: 1 } });
  });

  it('refuses overlapping paths, undefined values and illegal keys', () => {
    expect(() => applyTreeUpdate(tree, { 'events/Waltz': null, 'events/Waltz/eventName': 'x' })).toThrow(TreeUpdateError);
    expect(() => applyTreeUpdate(tree, { 'events/Waltz/x': undefined })).toThrow(/undefined/);
    expect(() => applyTreeUpdate(tree, { 'events/Wal.tz': 1 })).toThrow(/illegal key/);
    expect(() => applyTreeUpdate(tree, { events: { 'a#b': 1 } })).toThrow(/not a legal database key/);
    expect(() => applyTreeUpdate(tree, { x: Number.NaN })).toThrow(/finite/);
  });

  it('stores arrays as index-keyed objects', () => {
    expect(applyTreeUpdate({}, { list: ['a', 'b'] })).toEqual({ list: { 0: 'a', 1: 'b' } });
  });

  it('replaces the whole tree for the root path', () => {
    expect(applyTreeUpdate(tree, { '/': { a: 1 } })).toEqual({ a: 1 });
  });

  it('shares untouched parts with the input', () => {
    const next = applyTreeUpdate(tree, { 'settings/x': 1 });
    expect(next.events).toBe(tree.events);
  });

  it('gives the stored form of a value', () => {
    expect(storedForm({ a: { b: {} }, c: [1], d: null })).toEqual({ c: { 0: 1 } });
    // The SDK reads rounds keyed 1, 2 as a sparse array.
    const sparse: unknown[] = [];
    sparse[1] = 'r1';
    sparse[2] = 'r2';
    expect(storedForm({ rounds: sparse })).toEqual({ rounds: { 1: 'r1', 2: 'r2' } });
  });
});

describe('keys and values', () => {
  it('knows the database key rules', () => {
    expect(isLegalKey('Bronze Waltz')).toBe(true);
    for (const bad of ['', 'a.b', 'a$b', 'a#b', 'a[b', 'a]b', 'a/b', 'a\u0001b', 'a\u007fb', 'x'.repeat(769)]) {
      expect(isLegalKey(bad)).toBe(false);
    }
    expect(isLegalKey('é'.repeat(384))).toBe(true);
    expect(isLegalKey('é'.repeat(385))).toBe(false);
  });

  it('compares stored values structurally, ignoring key order', () => {
    expect(sameValue({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});
