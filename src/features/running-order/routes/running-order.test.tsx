import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundState, couple, floorOf, makeEvent, metadata } from '../../../testing/domain/competition-fixtures';
import { DEFAULT_SCHEDULE_SETTINGS, buildRunningOrder } from '../../../domain/running-order';
import { renderAdmin, resetFakes } from '../../../testing/render-screen';
import EventScheduleRoute from './event-schedule';

afterEach(resetFakes);

const couples = Array.from({ length: 10 }, (_, i) => couple(i));
const bronze = makeEvent('Bronze', 'Standard', ['Waltz', 'Quickstep'], couples.slice(0, 4), [{ state: RoundState.Initialized, scheduleIndex: 1, couples: couples.slice(0, 4) }]);
const gold = makeEvent('Gold', 'Standard', ['Waltz', 'Quickstep'], couples.slice(4, 8), [{ state: RoundState.Initialized, scheduleIndex: 2, couples: couples.slice(4, 8) }]);
const silver = makeEvent('Silver', 'Latin', ['ChaCha'], couples, [{ state: RoundState.Initialized, scheduleIndex: 3, couples, recallSize: 4 }, { state: RoundState.Empty, scheduleIndex: 4 }]);
const events = { [bronze.eventName]: bronze, [gold.eventName]: gold, [silver.eventName]: silver };
const tree = { competitionMetadata: metadata, events, settings: { events: {} } };
// Built on a floor of 4 (8 for Standard): Bronze (heat 1), Gold (2), Silver semi-final in three parts (3–5), Silver final of the 4 recalled (6).
const settings = { ...DEFAULT_SCHEDULE_SETTINGS, floorCapacity: 4, capacityByStyle: { Standard: 8 } };
const built = { ...tree, schedule: { settings, slots: buildRunningOrder(events, settings) } };

const heatsTable = () => screen.findByRole('table', { name: 'Heats of the day' });
const heatRow = (n: number) => screen.getByRole('row', { name: `Heat ${n}` });

describe('Running order on the schedule screen', () => {
  it('builds numbered heats from the rounds, splitting a round over the floor capacity into parts', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    const capacity = await screen.findByLabelText('Floor capacity (couples per heat)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Build running order' }));
    await heatsTable();
    expect(db.read('schedule/settings/floorCapacity')).toBe(4);
    expect(within(heatRow(1)).getByText('Bronze Standard Final')).toBeInTheDocument();
    expect(within(heatRow(3)).getByText('Silver Latin Semi-Final (part 1 of 3)')).toBeInTheDocument();
    expect(within(heatRow(5)).getByText('Silver Latin Semi-Final (part 3 of 3)')).toBeInTheDocument();
    // 10 couples in three heats: 4, 3, 3.
    expect(within(heatRow(3)).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(heatRow(4)).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(screen.getByLabelText('Heats for Silver Latin Semi-Final')).toHaveValue(3);
  });

  it('splits a round still to come in two heats from its row; a final or a round already split offers no such button', async () => {
    // A floor of 10: Bronze final (heat 1), Gold final (2), the Silver semi-final of 10 in one heat (3), its final (4).
    const wide = { ...settings, floorCapacity: 10 };
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: { ...tree, schedule: { settings: wide, slots: buildRunningOrder(events, wide) } } });
    await heatsTable();
    const splitButton = /^Split .* into two heats$/u;
    expect(within(heatRow(1)).queryByRole('button', { name: splitButton })).not.toBeInTheDocument();
    expect(within(heatRow(4)).queryByRole('button', { name: splitButton })).not.toBeInTheDocument();
    await userEvent.click(within(heatRow(3)).getByRole('button', { name: 'Split Silver Latin Semi-Final into two heats' }));
    expect(await screen.findByText('Silver Latin Semi-Final (part 2 of 2)')).toBeInTheDocument();
    expect(within(heatRow(3)).getByText('Silver Latin Semi-Final (part 1 of 2)')).toBeInTheDocument();
    expect(within(heatRow(3)).queryByRole('button', { name: splitButton })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Heats for Silver Latin Semi-Final')).toHaveValue(2);
    const parts = Object.values(db.read('schedule/slots') as Record<string, { rounds?: Record<string, { eventName: string; roundNumber: number; parts?: number }> }>)
      .flatMap((slot) => Object.values(slot.rounds ?? {})).filter((ref) => ref.eventName === silver.eventName && ref.roundNumber === 1);
    expect(parts.map((ref) => ref.parts)).toEqual([2, 2]);
  });

  it('refuses a floor capacity of 0 beside the form and writes nothing', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree });
    const capacity = await screen.findByLabelText('Floor capacity (couples per heat)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Build running order' }));
    const form = screen.getByRole('form', { name: 'Running order settings' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('The floor capacity must be a whole number of couples, at least 1.');
    expect(db.writes).toHaveLength(0);
    expect(screen.queryByRole('table', { name: 'Heats of the day' })).not.toBeInTheDocument();
  });

  it('refuses a combined heat that would bring dancers too close, then combines once heats apart allows it', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Combine picked heats' }));
    // Bronze's couples also dance Silver part 1 (heat 3): with heat 2 gone they would be back to back.
    expect(await screen.findByText(/^This change would create 8 clashes: Alex Park dances heat 1 \(Bronze Standard\) and heat 3 \(Silver Latin\)/u)).toBeInTheDocument();
    expect(db.writes).toHaveLength(0);

    db.set('schedule/settings/minHeatsApart', 0);
    await userEvent.click(screen.getByRole('button', { name: 'Combine picked heats' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Heat 2' })).not.toBeInTheDocument());
    expect(within(heatRow(1)).getByText('Gold Standard Final')).toBeInTheDocument();
    expect(within(heatRow(1)).getByRole('cell', { name: '8' })).toBeInTheDocument();
    expect(Object.keys(db.read('schedule/slots/s1/rounds') as object).sort()).toEqual(['Bronze Standard-R1', 'Gold Standard-R1']);
    expect(db.read('schedule/slots/s2')).toBeNull();
  });

  it('refuses to combine rounds of different dances, and a round with marks, with the reason; nothing changes', async () => {
    const marked = { ...built, marks: { 'Gold Standard': { 1: { j1: { dances: { Waltz: { [couples[4].entryId]: 1 } } } } } } };
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: marked });
    await heatsTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Combine picked heats' }));
    expect(await screen.findByText(/Rounds in one heat must dance the same dances/u)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 6' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Combine picked heats' }));
    expect(await screen.findByText("Gold Standard round 1 already has judges' marks, so it cannot be moved into another heat.")).toBeInTheDocument();
    expect(db.writes).toHaveLength(0);
    expect(heatRow(2)).toBeInTheDocument();
  });

  it('adds a lunch break with its length, and refuses one with no length', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    const form = screen.getByRole('form', { name: 'Add a break' });
    await userEvent.type(within(form).getByLabelText('Break name'), 'Lunch');
    await userEvent.selectOptions(within(form).getByLabelText('Place the break'), 'After heat 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add break' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('"Lunch" needs a length in minutes, more than 0.');
    expect(db.writes).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Break length (minutes)'), '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Add break' }));
    const lunch = await screen.findByRole('row', { name: 'Break: Lunch' });
    expect(within(lunch).getByText('45 min')).toBeInTheDocument();
    const rows = within(await heatsTable()).getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-label'));
    expect(rows.slice(0, 4)).toEqual(['Heat 1', 'Heat 2', 'Break: Lunch', 'Heat 3']);
    expect(db.read('schedule/slots/s7')).toEqual({ kind: 'break', label: 'Lunch', minutes: 45, position: 3 });
  });

  it('lists the day\'s clashes by pair of heats, marks the new ones, and resolves one with the offered move', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    const clashes = screen.getByRole('region', { name: /Clashes/u });
    expect(within(clashes).getByText('No dancer is in two places: no clashes.')).toBeInTheDocument();

    // Alex Park and Amy Wu (Bronze heat 1, Silver heat 3) are added to Gold (heat 2): back to back twice with K = 1.
    db.set(`events/Gold Standard/rounds/1/entries/${couples[0].entryId}`, floorOf([couples[0]])[couples[0].entryId]);
    const list = await within(clashes).findByRole('list', { name: 'Clashes of the day' });
    expect(within(clashes).getByRole('alert')).toHaveTextContent('2 new clashes appeared since this screen opened');
    const lines = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^NewHeats 1 and 2: Alex Park, Amy Wu too close\./u);
    expect(lines[1]).toMatch(/^NewHeats 2 and 3: Alex Park, Amy Wu too close\./u);
    expect(screen.getByRole('heading', { name: 'Clashes (2 pairs of heats, 2 dancers)' })).toBeInTheDocument();
    expect(lines[0]).toContain('No nearby place resolves it; move a heat by hand or add a break.');
  });

  it('moves several picked heats at once to place N from the keyboard, says so, and undoes the move', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    const before = db.read('schedule/slots') as Record<string, { position: number }>;
    const form = screen.getByRole('form', { name: 'Move picked heats' });
    expect(within(form).getByRole('button', { name: 'Move picked heats' })).toBeDisabled();
    expect(within(form).getByText('Pick one or more heats to move.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 2' }));
    await userEvent.type(within(form).getByLabelText('Move picked heats to place'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Move picked heats' }));
    expect(await screen.findByText('Saved: moved heat 1, heat 2 to place 5.')).toBeInTheDocument();
    const table = await heatsTable();
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-label'))).toEqual(['Heat 3', 'Heat 4', 'Heat 5', 'Heat 6', 'Heat 1', 'Heat 2']));

    await userEvent.click(screen.getByRole('button', { name: 'Undo moving heat 1, heat 2 to place 5' }));
    expect(await screen.findByText('Saved: undone (moving heat 1, heat 2 to place 5).')).toBeInTheDocument();
    expect(db.read('schedule/slots')).toEqual(before);
  });

  it('greys out a move that would create a clash, with the reason naming the dancers', async () => {
    renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    const form = screen.getByRole('form', { name: 'Move picked heats' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 1' }));
    await userEvent.type(within(form).getByLabelText('Move picked heats to place'), '2');
    // Heat 1 after heat 2 puts Bronze's couples right before Silver part 1 (heat 3).
    expect(within(form).getByRole('button', { name: 'Move picked heats' })).toBeDisabled();
    expect(within(form).getByText(/^This change would create or worsen \d+ clashes: .*Alex Park/u)).toBeInTheDocument();
  });

  it('offers no undo once the next heat has started, and says why', async () => {
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: built });
    await heatsTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pick heat 6' }));
    const form = screen.getByRole('form', { name: 'Move picked heats' });
    await userEvent.type(within(form).getByLabelText('Move picked heats to place'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Move picked heats' }));
    const undo = await screen.findByRole('button', { name: 'Undo moving heat 6 to place 1' });
    expect(undo).toBeEnabled();
    db.set('schedule/slots/s6/startedAt', Date.now());
    await waitFor(() => expect(undo).toBeDisabled());
    expect(screen.getByText('A heat has started since; the change can no longer be undone.')).toBeInTheDocument();
  });

  it('on two floors: times each heat on its own floor, gives each floor\'s pace, and moves a heat to the other floor from its row unless that makes a clash', async () => {
    const first = Date.UTC(2026, 10, 28, 14);
    const two = { ...settings, firstHeatStart: first, floors: { A: { name: 'Main' }, B: { name: 'Side' } } };
    const slots = buildRunningOrder(events, two);
    const keyOf = (n: number) => Object.entries(slots).find(([, slot]) => slot.kind === 'heat' && slot.number === n)![0];
    // Heat 2 on Side, not started; heat 3 started on Main 6 minutes after heat 1's planned start.
    const onTwo = {
      ...slots,
      [keyOf(1)]: { ...slots[keyOf(1)], startedAt: first, finishedAt: first + 60_000 },
      [keyOf(2)]: { ...slots[keyOf(2)], floor: 'B' },
      [keyOf(3)]: { ...slots[keyOf(3)], startedAt: first + 6 * 60_000 },
    };
    const { db } = renderAdmin(<EventScheduleRoute />, { tree: { ...tree, schedule: { settings: two, slots: onTwo } } });
    await heatsTable();
    // A heat started on Main leaves Side's heat to come (timed on one list it would count as danced).
    expect(within(heatRow(2)).queryByText('Danced')).not.toBeInTheDocument();
    expect(within(heatRow(2)).getByLabelText('Floor of heat 2')).toHaveValue('B');
    expect(screen.getByText(/^Main is running \d+ min late\./u)).toBeInTheDocument();
    await userEvent.selectOptions(within(heatRow(4)).getByLabelText('Floor of heat 4'), 'Side');
    // On Side it would dance at the same time as heat 2, whose dancers it shares: refused, nothing written.
    expect(await within(heatRow(4)).findByText(/^This change would create \d+ clashes: Eli Ross dances heat 2/u)).toBeInTheDocument();
    expect(db.read(`schedule/slots/${keyOf(4)}/floor`)).toBeNull();
    await userEvent.selectOptions(within(heatRow(6)).getByLabelText('Floor of heat 6'), 'Side');
    expect(await screen.findByText('Saved: heat 6 is now on Side.')).toBeInTheDocument();
    expect(db.read(`schedule/slots/${keyOf(6)}/floor`)).toBe('B');
    // The move to another floor can be undone, like a move within the list: the heat goes back to Main.
    await userEvent.click(screen.getByRole('button', { name: 'Undo moving heat 6 to Side' }));
    expect(await screen.findByText('Saved: undone (moving heat 6 to Side).')).toBeInTheDocument();
    expect(db.read(`schedule/slots/${keyOf(6)}/floor`)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo moving heat 6 to Side' })).not.toBeInTheDocument();
    // A started heat stays on its floor: its floor cannot be changed.
    expect(within(heatRow(3)).getByLabelText('Floor of heat 3')).toBeDisabled();
  });
});
