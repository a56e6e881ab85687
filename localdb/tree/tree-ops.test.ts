import { fromJson, InvalidDataError } from './from-json.ts';
import { getNode, toExportJson, toPlainJson, type TreeNode } from './node.ts';
import { InvalidPathError, parsePath } from './path.ts';
import { resolveServerValues } from './server-values.ts';
import { setNode, setNodeCopy } from './tree-ops.ts';

const tree = (json: Parameters<typeof fromJson>[0]) => fromJson(json);
const set = (root: TreeNode | null, path: string, value: Parameters<typeof fromJson>[0]) => setNode(root, parsePath(path, true), fromJson(value));

describe('fromJson', () => {
  it('turns arrays into index-keyed objects and drops nulls and empty objects', () => {
    expect(toPlainJson(tree(['a', null, { x: {} }, 'd']))).toEqual({ 0: 'a', 3: 'd' });
    expect(tree({ a: null, b: {} })).toBeNull();
  });

  it('reads export format and keeps priorities', () => {
    expect(toExportJson(tree({ a: { '.value': 1, '.priority': 2 }, '.priority': 'p' }))).toEqual({ a: { '.value': 1, '.priority': 2 }, '.priority': 'p' });
  });

  it('refuses keys with forbidden characters and data nested deeper than 32 levels', () => {
    expect(() => tree({ 'a.b': 1 })).toThrow(InvalidDataError);
    expect(() => tree({ 'a#': 1 })).toThrow(/contains one of/);
    let deep: Parameters<typeof fromJson>[0] = 1;
    for (let i = 0; i < 40; i++) deep = { k: deep };
    expect(() => tree(deep)).toThrow(/deeper than 32/);
  });

  it('normalises -0 to 0 (JSON sends 0, and the hash tells them apart)', () => {
    const leaf = tree(-0);
    expect(leaf?.kind === 'leaf' && Object.is(leaf.value, 0)).toBe(true);
  });
});

describe('setNode', () => {
  it('prunes parents left empty by a delete', () => {
    let root = tree({ a: { b: { c: 1 } }, d: 2 });
    root = set(root, '/a/b/c', null);
    expect(toPlainJson(root)).toEqual({ d: 2 });
    expect(set(root, '/d', null)).toBeNull();
  });

  it('replaces a leaf by a branch when writing below it, keeping the leaf priority', () => {
    const root = set(tree({ a: { '.value': 1, '.priority': 5 } }), '/a/b', 2);
    expect(toExportJson(root)).toEqual({ a: { b: 2, '.priority': 5 } });
  });

  it('sets the priority of the parent for a path ending in .priority, and ignores it on absent data', () => {
    expect(toExportJson(set(tree({ a: { x: 1 } }), '/a/.priority', 7))).toEqual({ a: { x: 1, '.priority': 7 } });
    expect(toExportJson(set(tree({ a: 1 }), '/b/.priority', 7))).toEqual({ a: 1 });
  });

  it('setNodeCopy leaves the original tree untouched', () => {
    const root = tree({ a: { b: 1 } });
    const copy = setNodeCopy(root, ['a', 'c'], fromJson(2));
    expect(toPlainJson(root)).toEqual({ a: { b: 1 } });
    expect(toPlainJson(copy)).toEqual({ a: { b: 1, c: 2 } });
    expect(getNode(copy, ['a', 'c'])).not.toBeNull();
  });
});

describe('parsePath', () => {
  it('ignores extra slashes and refuses bad keys', () => {
    expect(parsePath('//a///b/')).toEqual(['a', 'b']);
    expect(() => parsePath('/a/$b')).toThrow(InvalidPathError);
    expect(() => parsePath('/a/.priority')).toThrow(InvalidPathError);
    expect(parsePath('/a/.priority', true)).toEqual(['a', '.priority']);
  });
});

describe('resolveServerValues', () => {
  const existing = tree({ n: 5, s: 'x' });
  const lookup = (path: readonly string[]) => getNode(existing, path);

  it('resolves timestamps and increments against the value at the same path', () => {
    const out = resolveServerValues({ n: { '.sv': { increment: 2 } }, s: { '.sv': { increment: 1 } }, m: { '.sv': { increment: 3 } }, t: { '.sv': 'timestamp' } }, [], lookup, 1000);
    expect(out).toEqual({ n: 7, s: 1, m: 3, t: 1000 });
  });

  it('refuses unknown server values', () => {
    expect(() => resolveServerValues({ '.sv': 'later' }, ['a'], lookup, 1)).toThrow(/unsupported server value/);
  });
});
