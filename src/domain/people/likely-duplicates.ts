// Two records that are probably one couple: the same follow and a lead one typing slip apart (or the other way
// round). Offered to the organiser as merges to consider, the older record kept; never merged automatically.
import { normalizeName } from '../competitors';
import type { Couple } from './couple';

export interface LikelyDuplicate {
  /** The newer record, to merge away. */
  from: Couple;
  /** The older record, kept. */
  into: Couple;
}

/** True when one deletion, insertion or substitution turns a into b (or they are equal). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const [aRest, bRest] = [a.slice(i), b.slice(i)];
  return aRest.slice(1) === bRest.slice(1) || aRest.slice(1) === bRest || aRest === bRest.slice(1);
}

function similar(x: Couple, y: Couple): boolean {
  const [lx, ly, fx, fy] = [x.leadName, y.leadName, x.followName, y.followName].map(normalizeName);
  return (lx === ly && withinOneEdit(fx, fy)) || (fx === fy && withinOneEdit(lx, ly));
}

export function likelyDuplicates(couples: Readonly<Record<string, Couple>>): LikelyDuplicate[] {
  const all = Object.values(couples).sort((a, b) => a.createdAt - b.createdAt || a.coupleId.localeCompare(b.coupleId));
  const pairs: LikelyDuplicate[] = [];
  all.forEach((into, i) => {
    for (const from of all.slice(i + 1)) if (similar(into, from)) pairs.push({ from, into });
  });
  return pairs;
}
