// npx tsx bench/localdb/commit-width.ts — what one commit costs the server under a wide node: 40 writes
// of one field each under a node of N children with two query sorts warmed (as bench/localdb/fairness.ts
// leaves it), every new root kept (pushes of earlier writes may still read them). Process CPU time,
// so other processes on a loaded machine inflate it less than wall time.
import { fromJson } from '../../localdb/tree/from-json.ts';
import { getNode, type TreeNode } from '../../localdb/tree/node.ts';
import { sortChildren } from '../../localdb/tree/query.ts';
import { setNodesKeepingRoot } from '../../localdb/tree/tree-ops.ts';

const WRITES = 40;

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** CPU ms for WRITES commits under a node of `width` children (best of `rounds`). */
export function commitCost(width: number, rounds = 5): number {
  const items: Record<string, { score: number; name: string }> = {};
  for (let i = 0; i < width; i++) items[`c${String(i).padStart(7, '0')}`] = { score: i % 500, name: `n${i}` };
  let root = fromJson({ items, elsewhere: { w: 1 } });
  sortChildren(getNode(root, ['items']), { kind: 'child', path: ['score'] });
  sortChildren(getNode(root, ['items']), { kind: 'key' });
  const kept: (TreeNode | null)[] = [];
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = process.cpuUsage();
    for (let w = 0; w < WRITES; w++) {
      const child = `c${String((w * 37 + round) % width).padStart(7, '0')}`;
      const json = w % 2 ? (w * 7) % 500 : `renamed ${w}`;
      root = setNodesKeepingRoot(root, [{ path: ['items', child, w % 2 ? 'score' : 'name'], node: fromJson(json) }]);
      kept.push(root);
    }
    best = Math.min(best, cpuMs(started));
  }
  return best;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const width of [2_000, 20_000, 200_000]) {
    const ms = commitCost(width);
    console.log(`${WRITES} commits under a node of ${width.toLocaleString('en')} children (2 query sorts kept): ${ms.toFixed(1)} ms CPU, ${((ms * 1000) / WRITES).toFixed(0)} µs per commit`);
  }
}
