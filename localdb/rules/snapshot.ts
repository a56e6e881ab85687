import type { DataSource, JsonValue } from './types.ts';

/**
 * RuleDataSnapshot: one location in one tree (before or after the write). The value is fetched on
 * first use and children derived from it, so walking a written subtree never re-reads the source.
 */
export class RuleSnapshot {
  readonly source: DataSource;
  readonly path: readonly string[];
  private value: JsonValue | undefined;

  constructor(source: DataSource, path: readonly string[], value?: JsonValue) {
    this.source = source;
    this.path = path;
    this.value = value;
  }

  val(): JsonValue {
    if (this.value === undefined) this.value = this.source.get(this.path);
    return this.value;
  }

  child(relativePath: string): RuleSnapshot {
    const segments = splitRelativePath(relativePath);
    if (segments.length === 0) return this;
    const path = this.path.concat(segments);
    if (this.value === undefined) return new RuleSnapshot(this.source, path);
    let value: JsonValue = this.value;
    for (const key of segments) value = childValue(value, key);
    return new RuleSnapshot(this.source, path, value);
  }

  /** null at the root, as Firebase's parent() of the root has no snapshot to return. */
  parent(): RuleSnapshot | null {
    if (this.path.length === 0) return null;
    return new RuleSnapshot(this.source, this.path.slice(0, -1));
  }

  exists(): boolean {
    return this.val() !== null;
  }

  hasChild(relativePath: string): boolean {
    return this.child(relativePath).exists();
  }

  /** Without names: has at least one child. With names: has every one of them. */
  hasChildren(names?: readonly string[]): boolean {
    const value = this.val();
    if (value === null || typeof value !== 'object') return false;
    if (names === undefined) return Array.isArray(value) ? value.length > 0 : hasAnyKey(value);
    return names.every((name) => this.hasChild(name));
  }

  /** This server keeps no priorities, so every node reports none. */
  getPriority(): null {
    return null;
  }

  isNumber(): boolean {
    return typeof this.val() === 'number';
  }

  isString(): boolean {
    return typeof this.val() === 'string';
  }

  isBoolean(): boolean {
    return typeof this.val() === 'boolean';
  }
}

export function childValue(value: JsonValue, key: string): JsonValue {
  if (value === null || typeof value !== 'object') return null;
  const child = Array.isArray(value) ? value[Number(key)] : Object.hasOwn(value, key) ? value[key] : undefined;
  return child === undefined ? null : child;
}

function splitRelativePath(relativePath: string): string[] {
  if (!relativePath.includes('/')) return relativePath === '' ? [] : [relativePath];
  return relativePath.split('/').filter((segment) => segment !== '');
}

function hasAnyKey(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}
