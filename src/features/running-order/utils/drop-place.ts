// Where a drag and drop puts the heats being moved, as the place (1-based) moveHeatsPlan takes: the dragged
// heat lands where it was dropped, and the other picked heats travel with it in their order.

/**
 * `order`: the day's slot keys in order; `moving`: the keys that move (the dragged one, plus the picked heats
 * when it is one of them); `active` dropped over `over`. Null when the drop changes nothing.
 */
export function dropPlace(order: readonly string[], moving: readonly string[], active: string, over: string): number | null {
  const from = order.indexOf(active);
  const to = order.indexOf(over);
  if (from < 0 || to < 0 || from === to) return null;
  const after = [...order];
  after.splice(from, 1);
  after.splice(to, 0, active);
  // The group goes where the dragged heat landed: count the heats staying put before it.
  const staying = after.slice(0, after.indexOf(active)).filter((key) => !moving.includes(key)).length;
  return staying + 1;
}
