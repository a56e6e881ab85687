import type { RuleSnapshot } from '../snapshot.ts';
import type { MapValue } from '../values.ts';

/** What a rule sees while it runs. */
export interface EvalContext {
  readonly auth: MapValue | null;
  readonly now: number;
  readonly root: RuleSnapshot;
  readonly data: RuleSnapshot;
  /** Only for .write and .validate; the checker keeps read rules from using it. */
  readonly newData: RuleSnapshot | null;
  /** Only for .read. */
  readonly query: MapValue | null;
  /** Wildcard bindings keyed with their `$`, e.g. {"$uid": "alice"}. */
  readonly variables: Readonly<Record<string, string>>;
}
