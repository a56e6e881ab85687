import type { JsonValue } from '../protocol/json.ts';
import { emptyJsonObject, type TreeNode } from '../tree/node.ts';
import type { PersistentMap } from '../tree/persistent-map.ts';

// Firebase's REST GET (like the SDK's val()) shows a branch whose keys are all array indices as an
// array when more than half of the indices up to the largest are present; gaps become null.
const ARRAY_INDEX = /^(0|[1-9]\d{0,8})$/;

/** Values as Firebase's REST API returns them: plain JSON, array-like branches as arrays. */
export function restJson(node: TreeNode | null): JsonValue {
  if (node === null) return null;
  if (node.kind === 'leaf') return node.value;
  const maxIndex = arrayMaxIndex(node.children);
  if (maxIndex !== null) {
    const out: JsonValue[] = new Array<JsonValue>(maxIndex + 1).fill(null);
    for (const [key, child] of node.children) out[Number(key)] = restJson(child);
    return out;
  }
  const out = emptyJsonObject();
  for (const [key, child] of node.children) out[key] = restJson(child);
  return out;
}

/** The largest index when the children read as an array, else null. */
function arrayMaxIndex(children: PersistentMap<TreeNode>): number | null {
  let max = -1;
  for (const key of children.keys()) {
    if (!ARRAY_INDEX.test(key)) return null;
    max = Math.max(max, Number(key));
  }
  return max >= 0 && max < 2 * children.size ? max : null;
}
