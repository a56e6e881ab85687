// One row of the security matrix: who does what where, and whether the rules must allow it.
import type { Actor } from './actors.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The Firebase SDK turns this into the server's clock (`now` in the rules). */
export const SERVER_TIME: Json = { '.sv': 'timestamp' };

export type Operation =
  | { kind: 'read'; path: string }
  | { kind: 'set'; path: string; value: Json }
  | { kind: 'update'; path: string; value: Record<string, Json> }
  | { kind: 'remove'; path: string };

export interface Step {
  actor: Actor;
  op: Operation;
}

export interface RulesCase extends Step {
  /** Section of docs/SECURITY.md the row appears under. */
  area: string;
  expect: 'allow' | 'deny';
  /** What the row shows, in a few words. */
  why: string;
  /** Changes to the fixture tree before the case (path → value; null removes). */
  seed?: Readonly<Record<string, Json>>;
  /** How docs/SECURITY.md describes `seed` when listing its paths would not help. */
  seedNote?: string;
  /** Writes that must succeed first, each by its own actor (e.g. the organiser changing a code). */
  given?: readonly Step[];
}

export const read = (path: string): Operation => ({ kind: 'read', path });
export const set = (path: string, value: Json): Operation => ({ kind: 'set', path, value });
export const update = (path: string, value: Record<string, Json>): Operation => ({ kind: 'update', path, value });
export const remove = (path: string): Operation => ({ kind: 'remove', path });

type CaseRow = Omit<RulesCase, 'area'>;

/** Stamps each case of one area with the area's name. */
export function area(name: string, cases: readonly CaseRow[]): RulesCase[] {
  return cases.map((c) => ({ ...c, area: name }));
}

export const allow = (actor: Actor, op: Operation, why: string, extra: Pick<RulesCase, 'seed' | 'seedNote' | 'given'> = {}): CaseRow =>
  ({ actor, op, expect: 'allow', why, ...extra });
export const deny = (actor: Actor, op: Operation, why: string, extra: Pick<RulesCase, 'seed' | 'seedNote' | 'given'> = {}): CaseRow =>
  ({ actor, op, expect: 'deny', why, ...extra });
