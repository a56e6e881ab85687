// Adjusting how a round over the floor's capacity is split: into more or fewer floor heats (even sizes),
// or moving one couple to another heat of the round. The round's first heat keeps its number and place.
import type { FloorHeatSlot, HeatRound } from '../model';
import { isFinalRound } from '../event-snapshot';
import { paths } from '../tree-paths';
import type { TreeUpdate } from '../tree-update';
import { roundHasMarks } from './combine-heats';
import { RunningOrderError } from './errors';
import { coupleIdsOfHeatRound, findRound } from './heat-couples';
import type { RunningOrderInput } from './running-order-input';
import { capacityFor } from './settings';
import { hasStarted, heatsOfRound, nextHeatNumbers, nextSlotKeys, positionAfter, type OrderedHeat } from './slots';

function splitHeats(input: RunningOrderInput, roundKey: string): { heats: OrderedHeat[]; ref: HeatRound } {
  const heats = heatsOfRound(input.slots, roundKey);
  if (heats.length === 0) throw new RunningOrderError('no-such-round', `${roundKey} is not in the running order.`);
  const ref = heats[0].slot.rounds[roundKey];
  if (heats.some(({ slot }) => Object.keys(slot.rounds).length > 1)) {
    throw new RunningOrderError('split-round', `${ref.eventName} round ${ref.roundNumber} shares the floor with another round; separate it before splitting.`);
  }
  if (heats.some(({ slot }) => hasStarted(slot))) throw new RunningOrderError('heat-started', `A heat of ${ref.eventName} round ${ref.roundNumber} has started; its split stays as danced.`);
  if (roundHasMarks(input, ref)) throw new RunningOrderError('round-has-marks', `${ref.eventName} round ${ref.roundNumber} already has judges' marks; its heats stay as they are.`);
  return { heats, ref };
}

/** Dances the round in `parts` floor heats of even size (by back number); extra heats follow the round's last heat. */
export function resplitRoundPatch(input: RunningOrderInput, roundKey: string, parts: number): TreeUpdate {
  const { heats, ref } = splitHeats(input, roundKey);
  if (!Number.isInteger(parts) || parts < 1) throw new RunningOrderError('invalid-split', 'A round is danced in at least one heat.');
  const round = findRound(input.events, ref.eventName, ref.roundNumber);
  const event = input.events[ref.eventName];
  // Every finalist is placed against every other in each dance: a final is danced by all its couples at once.
  if (parts > 1 && event !== undefined && isFinalRound(event, ref.roundNumber)) {
    throw new RunningOrderError('invalid-split', `${ref.eventName} round ${ref.roundNumber} is the final: all its couples dance it together, in one heat.`);
  }
  const couples = round ? Object.keys(round.entries ?? {}).length : 0;
  if (couples > 0 && parts > couples) throw new RunningOrderError('invalid-split', `${ref.eventName} round ${ref.roundNumber} has ${couples} couples; it cannot fill ${parts} heats.`);
  const capacity = capacityFor(input.settings, input.events[ref.eventName].style);
  if (couples > 0 && Math.ceil(couples / parts) > capacity) {
    throw new RunningOrderError('exceeds-floor', `${parts} heats of ${ref.eventName} round ${ref.roundNumber} would put ${Math.ceil(couples / parts)} couples on a floor of ${capacity}.`);
  }
  const { eventName, roundNumber } = ref;
  const refFor = (part: number): HeatRound => (parts === 1 ? { eventName, roundNumber } : { eventName, roundNumber, part, parts });
  const patch: TreeUpdate = {};
  heats.forEach(({ key }, i) => {
    if (i < parts) patch[paths.scheduleSlotField(key, 'rounds')] = { [roundKey]: refFor(i + 1) };
    else patch[paths.scheduleSlot(key)] = null;
  });
  const extra = parts - heats.length;
  if (extra > 0) {
    const keys = nextSlotKeys(input.slots, extra);
    const numbers = nextHeatNumbers(input.slots, extra);
    const after = positionAfter(input.slots, heats[heats.length - 1].key);
    const step = (after - heats[heats.length - 1].slot.position) / (extra + 1);
    keys.forEach((key, i) => {
      const slot: FloorHeatSlot = { kind: 'heat', number: numbers[i], position: heats[heats.length - 1].slot.position + step * (i + 1), rounds: { [roundKey]: refFor(heats.length + i + 1) } };
      patch[paths.scheduleSlot(key)] = slot;
    });
  }
  return patch;
}

/** Moves one couple of a split round into another of its heats; every heat's couples are pinned from then on. */
export function moveCoupleToPartPatch(input: RunningOrderInput, roundKey: string, entryId: string, toPart: number): TreeUpdate {
  const { heats, ref } = splitHeats(input, roundKey);
  const round = findRound(input.events, ref.eventName, ref.roundNumber);
  if (!round || ref.parts === undefined) throw new RunningOrderError('invalid-split', `${ref.eventName} round ${ref.roundNumber} is not split into heats.`);
  if ((round.entries ?? {})[entryId] === undefined) throw new RunningOrderError('no-such-round', `That couple is not in ${ref.eventName} round ${ref.roundNumber}.`);
  const target = heats.find(({ slot }) => slot.rounds[roundKey].part === toPart);
  if (!target) throw new RunningOrderError('invalid-split', `${ref.eventName} round ${ref.roundNumber} has no heat ${toPart} of ${ref.parts}.`);
  const groups = heats.map(({ key, slot }) => ({ key, part: slot.rounds[roundKey].part, ids: coupleIdsOfHeatRound(round, slot.rounds[roundKey]).filter((id) => id !== entryId) }));
  const into = groups.find((g) => g.part === toPart);
  if (into) into.ids.push(entryId);
  const capacity = capacityFor(input.settings, input.events[ref.eventName].style);
  if (into && into.ids.length > capacity) throw new RunningOrderError('exceeds-floor', `Heat ${target.slot.number} would hold ${into.ids.length} couples, more than the floor's ${capacity}.`);
  const emptied = groups.find((g) => g.ids.length === 0);
  if (emptied) throw new RunningOrderError('invalid-split', `That would leave heat ${emptied.part} of ${ref.parts} empty; dance the round in fewer heats instead.`);
  const patch: TreeUpdate = {};
  for (const g of groups) patch[`${paths.scheduleHeatRound(g.key, roundKey)}/couples`] = Object.fromEntries(g.ids.map((id) => [id, true]));
  return patch;
}
