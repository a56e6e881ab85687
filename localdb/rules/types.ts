// The contract between the rules evaluator and the database server. The server depends only on this.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface RulesAuth {
  uid: string;
  provider?: string;
  token: Record<string, unknown>;
}

/** Read access to one whole data tree; returns null when nothing is stored at the path. */
export interface DataSource {
  get(path: readonly string[]): JsonValue;
}

export interface QueryInfo {
  orderByKey?: boolean;
  orderByValue?: boolean;
  orderByPriority?: boolean;
  orderByChild?: string;
  startAt?: JsonValue;
  endAt?: JsonValue;
  equalTo?: JsonValue;
  limitToFirst?: number;
  limitToLast?: number;
}

/** `reason` names the rule and path that decided, for logs and debugging. */
export interface Decision {
  allowed: boolean;
  reason: string;
}

export interface RulesEngine {
  canRead(path: readonly string[], auth: RulesAuth | null, root: DataSource, now: number, query?: QueryInfo): Decision;
  /**
   * `changes` lists every location written (a set's path, each key of a multi-path update; a delete is a
   * path whose new value is null). All of them are judged together: one denial denies the whole write.
   * `oldRoot`/`newRoot` are the whole tree before and after the write.
   */
  canWrite(
    changes: readonly { path: readonly string[] }[],
    auth: RulesAuth | null,
    oldRoot: DataSource,
    newRoot: DataSource,
    now: number,
  ): Decision;
}
