/**
 * True when `value` has objects or arrays nested more than `limit` levels deep (a scalar is level
 * 0, `{"a":1}` level 1). Walks with an explicit stack, never recursion, so it is safe to run on any
 * parsed input before the recursive walks (server values, fromJson, rules, hashing) see it.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}
