import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placementFromOrder } from '../../../domain/judging';
import { togglePlacement } from '../../../domain/judging';
import type { JudgeRound } from '../../../domain/judging';
import { RoundState } from '../../../domain/model';
import type { DanceMarks } from '../../../domain/judging';
import { RoundMarkingPanel, type SubmitState } from './round-marking-panel';

function finalRound(coupleCount: number): JudgeRound {
  return {
    eventName: 'Bronze Standard',
    roundNumber: 2,
    roundName: 'Final',
    kind: 'final',
    dances: ['Waltz', 'Tango'],
    couples: Array.from({ length: coupleCount }, (_, i) => ({ entryId: `e${i}`, number: 101 + i })),
    recallSize: 1,
    roundState: RoundState.Running,
    scheduleIndex: 2,
  };
}

/** Holds marks in state the way the database would, so the panel is exercised as a judge uses it. */
function Harness({ r, onSubmit = () => {}, submitState = { kind: 'idle' } }: { r: JudgeRound; onSubmit?: (m: DanceMarks) => void; submitState?: SubmitState }) {
  const [marks, setMarks] = useState<Record<string, Record<string, number>>>({});
  return (
    <RoundMarkingPanel
      round={r}
      marks={marks}
      submitState={submitState}
      onToggleRecall={() => {}}
      onTapFinal={(d, id) => setMarks((m) => ({ ...m, [d]: { ...togglePlacement(m[d] ?? {}, id, r.couples.length) } }))}
      onOrderFinal={(d, order) => setMarks((m) => ({ ...m, [d]: { ...placementFromOrder(order) } }))}
      onClearFinal={(d) => setMarks((m) => ({ ...m, [d]: {} }))}
      onSubmit={() => onSubmit(marks)}
    />
  );
}

/** The drag handles top to bottom, named by couple and place. */
function listShown(dance = 'Waltz'): (string | null)[] {
  const list = screen.getByRole('list', { name: `${dance} placings, 1st at the top` });
  return within(list).getAllByRole('button', { name: /^Drag couple/ }).map((b) => b.getAttribute('aria-label'));
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('final drag mode', () => {
  it('switches between tapping and ordering, and the device remembers the choice', async () => {
    const user = userEvent.setup();
    const first = render(<Harness r={finalRound(3)} />);
    expect(screen.getByRole('button', { name: 'Tap to place' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    expect(screen.getByRole('button', { name: 'Drag to order' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Place couple 101' })).not.toBeInTheDocument();
    expect(listShown()).toHaveLength(3);
    first.unmount();

    // A reload of the judge page (or the next final) opens in the mode last chosen.
    const second = render(<Harness r={finalRound(3)} />);
    expect(listShown()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Tap to place' }));
    expect(screen.getByRole('button', { name: 'Place couple 101' })).toBeInTheDocument();
    second.unmount();
    render(<Harness r={finalRound(3)} />);
    expect(screen.getByRole('button', { name: 'Place couple 101' })).toBeInTheDocument();
  });

  it('proposes back-number order without saving it, until the judge chooses "Use this order"', async () => {
    const user = userEvent.setup();
    render(<Harness r={finalRound(3)} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    expect(listShown()).toEqual(['Drag couple 101, now 1st', 'Drag couple 102, now 2nd', 'Drag couple 103, now 3rd']);
    expect(screen.getByText('Waltz: not placed yet. Put the couples in order, 1st at the top.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Final marks/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Use this order for Waltz' }));
    expect(screen.getByText('Waltz: every couple placed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waltz ✓' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this order for Waltz' })).not.toBeInTheDocument();
  });

  it('saves every place on the first move, corrects with Move up / Move down, and submits complete dances', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness r={finalRound(3)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));

    await user.click(screen.getByRole('button', { name: 'Move couple 103 up' }));
    expect(listShown()).toEqual(['Drag couple 101, now 1st', 'Drag couple 103, now 2nd', 'Drag couple 102, now 3rd']);
    expect(screen.getByText('Waltz: every couple placed')).toBeInTheDocument();
    expect(screen.getByText('Couple 103 moved to 2nd.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move couple 101 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move couple 102 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move couple 101 down' }));
    expect(listShown()).toEqual(['Drag couple 103, now 1st', 'Drag couple 101, now 2nd', 'Drag couple 102, now 3rd']);
    expect(screen.getByRole('button', { name: /Submit Final marks/ })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Tango' }));
    expect(listShown('Tango')).toEqual(['Drag couple 101, now 1st', 'Drag couple 102, now 2nd', 'Drag couple 103, now 3rd']);
    await user.click(screen.getByRole('button', { name: 'Move couple 102 down' }));
    await user.click(screen.getByRole('button', { name: /Submit Final marks/ }));
    expect(onSubmit).toHaveBeenCalledWith({ Waltz: { e2: 1, e0: 2, e1: 3 }, Tango: { e0: 1, e2: 2, e1: 3 } });
  });

  it('keeps what the judge tapped: tapped couples first by place, then the rest by number, nothing written by looking', async () => {
    const user = userEvent.setup();
    render(<Harness r={finalRound(4)} />);
    await user.click(screen.getByRole('button', { name: 'Place couple 104' }));
    await user.click(screen.getByRole('button', { name: 'Place couple 102' }));
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    expect(listShown()).toEqual(['Drag couple 104, now 1st', 'Drag couple 102, now 2nd', 'Drag couple 101, now 3rd', 'Drag couple 103, now 4th']);
    expect(screen.getByText(/Waltz: not placed yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tap to place' }));
    expect(screen.getByRole('button', { name: 'Couple 104, placed 1st; tap to remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place couple 101' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('clears a dance back to an unsaved list in number order', async () => {
    const user = userEvent.setup();
    render(<Harness r={finalRound(3)} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    await user.click(screen.getByRole('button', { name: 'Move couple 102 up' }));
    await user.click(screen.getByRole('button', { name: 'Clear Waltz placements' }));
    expect(listShown()).toEqual(['Drag couple 101, now 1st', 'Drag couple 102, now 2nd', 'Drag couple 103, now 3rd']);
    expect(screen.getByText(/Waltz: not placed yet/)).toBeInTheDocument();
  });

  it('locks the list while the marks are being submitted', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness r={finalRound(3)} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    unmount();
    render(<Harness r={finalRound(3)} submitState={{ kind: 'sending' }} />);
    expect(screen.getByRole('button', { name: 'Move couple 102 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Drag couple 102, now 2nd' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use this order for Waltz' })).toBeDisabled();
  });
});

describe('final drag mode by keyboard', () => {
  /** jsdom has no layout: stack the rows 80 px apart so the keyboard sensor can find the next place. */
  function layOutRows() {
    const original = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName !== 'LI' || !this.parentElement) return original.call(this);
      const top = [...this.parentElement.children].indexOf(this) * 80;
      return { x: 0, y: top, top, left: 0, width: 400, height: 72, right: 400, bottom: top + 72, toJSON: () => ({}) } as DOMRect;
    });
  }

  it('picks a couple up with Space, moves it with the arrow keys, drops it with Space, and announces each step', async () => {
    layOutRows();
    const user = userEvent.setup();
    render(<Harness r={finalRound(3)} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    const handle = screen.getByRole('button', { name: 'Drag couple 101, now 1st' });
    expect(handle).toHaveAccessibleDescription(/press Space or Enter, use the up and down arrow keys/);

    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Holding couple 101 at 1st, where it started.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Holding couple 101 over 2nd.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(await screen.findByText('Placed couple 101 3rd.')).toBeInTheDocument();
    expect(listShown()).toEqual(['Drag couple 102, now 1st', 'Drag couple 103, now 2nd', 'Drag couple 101, now 3rd']);
    expect(screen.getByText('Waltz: every couple placed')).toBeInTheDocument();
  });

  it('leaves the order alone when the judge cancels with Escape', async () => {
    layOutRows();
    const user = userEvent.setup();
    render(<Harness r={finalRound(3)} />);
    await user.click(screen.getByRole('button', { name: 'Drag to order' }));
    screen.getByRole('button', { name: 'Drag couple 102, now 2nd' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Move cancelled; couple 102 stays 2nd.')).toBeInTheDocument();
    expect(listShown()).toEqual(['Drag couple 101, now 1st', 'Drag couple 102, now 2nd', 'Drag couple 103, now 3rd']);
    expect(screen.getByText(/Waltz: not placed yet/)).toBeInTheDocument();
  });
});
