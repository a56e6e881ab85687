// "Generate the running order" (issue 30): the preview (the domain's order, figures, broken constraints and
// changes, computed from the database as it is now) and applying it as ONE update. Applying generates again
// from a fresh read and refuses when the result differs from the preview (a heat started, another official
// edited the order): the organiser then previews again, so what is written is always what was shown.
import {
  dayModelOf, generateRunningOrder, roundFieldsInStepPatch, type GeneratedOrder, type GenerateOptions, type GenerateResult,
} from '../../domain/running-order';
import type { TreeUpdate } from '../../domain/tree-update';
import { DbError } from '../../data/errors';
import { getDbWriter } from '../../data/writes/db-writer';
import { loadRunningOrder } from './running-order';

export async function previewGeneratedOrder(options: GenerateOptions): Promise<GenerateResult> {
  return generateRunningOrder(await loadRunningOrder(), options);
}

/** The order's slots and, in the same update, the rounds' legacy schedule fields kept in step with it. */
function applyPatchOf(order: GeneratedOrder, input: Awaited<ReturnType<typeof loadRunningOrder>>, now: number): TreeUpdate {
  const day = dayModelOf({ ...input, slots: order.slots }, now);
  return { ...order.patch, ...roundFieldsInStepPatch(day, input.events) };
}

export async function applyGeneratedOrder(preview: GeneratedOrder, options: GenerateOptions, now: number = Date.now()): Promise<void> {
  const input = await loadRunningOrder();
  const fresh = generateRunningOrder(input, options);
  if (!fresh.ok) throw new DbError('invalid-data', `The running order cannot be generated now: ${fresh.problems.join(' ')}`);
  if (JSON.stringify(fresh.patch) !== JSON.stringify(preview.patch)) {
    throw new DbError('invalid-data', 'The running order changed since the preview (a heat started, or someone edited the order): preview again, then apply.');
  }
  const patch = applyPatchOf(fresh, input, now);
  if (Object.keys(patch).length > 0) await getDbWriter().update(patch);
}
