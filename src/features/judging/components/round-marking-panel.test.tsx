import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { placementFromOrder } from '../../../domain/judging';
import { togglePlacement } from '../../../domain/judging';
import type { JudgeRound } from '../../../domain/judging';
import { RoundState } from '../../../domain/model';
import type { DanceMarks } from '../../../domain/judging';
import { RoundMarkingPanel } from './round-marking-panel';

function round(kind: 'recall' | 'final', coupleCount: number, recallSize = 2): JudgeRound {
  return {
    eventName: 'Bronze Standard',
    roundNumber: kind === 'final' ? 2 : 1,
    roundName: kind === 'final' ? 'Final' : 'Semi-Final',
    kind,
    dances: ['Waltz', 'Tango'],
    couples: Array.from({ length: coupleCount }, (_, i) => ({ entryId: `e${i}`, number: 101 + i })),
    recallSize,
    roundState: RoundState.Running,
    scheduleIndex: 1,
  };
}

/** Holds marks in state the way the database would, so the panel is exercised as a judge uses it. */
function Harness({ r, onSubmit, sent = false }: { r: JudgeRound; onSubmit: (marks: DanceMarks) => void; sent?: boolean }) {
  const [marks, setMarks] = useState<Record<string, Record<string, number>>>({});
  const [submitted, setSubmitted] = useState(false);
  return (
    <RoundMarkingPanel
      round={r}
      marks={marks}
      submitState={sent && submitted ? { kind: 'success' } : { kind: 'idle' }}
      onToggleRecall={(d, id) => setMarks((m) => ({ ...m, [d]: { ...m[d], [id]: m[d]?.[id] === 1 ? 0 : 1 } }))}
      onTapFinal={(d, id) => setMarks((m) => ({ ...m, [d]: { ...togglePlacement(m[d] ?? {}, id, r.couples.length) } }))}
      onOrderFinal={(d, order) => setMarks((m) => ({ ...m, [d]: { ...placementFromOrder(order) } }))}
      onClearFinal={(d) => setMarks((m) => ({ ...m, [d]: {} }))}
      onSubmit={() => {
        setSubmitted(true);
        onSubmit(marks);
      }}
    />
  );
}

describe('recall marking', () => {
  it('ticks a dance only at exactly the requested number, or once the judge submits another number; then says the marks were sent', async () => {
    const user = userEvent.setup();
    render(<Harness r={round('recall', 4, 2)} onSubmit={() => {}} sent />);
    await user.click(screen.getByRole('button', { name: 'Recall couple 101' }));
    expect(screen.getByRole('tab', { name: 'Waltz' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recall couple 102' }));
    expect(screen.getByRole('tab', { name: 'Waltz ✓' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recall couple 103' }));
    expect(screen.getByRole('tab', { name: 'Waltz' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tango' }));
    await user.click(screen.getByRole('button', { name: 'Recall couple 101' }));
    expect(screen.getByRole('tab', { name: 'Tango' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Semi-Final marks' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));
    expect(screen.getByRole('tab', { name: 'Waltz ✓' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tango ✓' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semi-Final marks sent ✓' })).toBeInTheDocument();
  });

  it('counts marks against the recall size per dance', async () => {
    const user = userEvent.setup();
    render(<Harness r={round('recall', 5, 3)} onSubmit={() => {}} />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Waltz: 0 of 3 marked');
    await user.click(screen.getByRole('button', { name: 'Recall couple 101' }));
    await user.click(screen.getByRole('button', { name: 'Recall couple 103' }));
    expect(screen.getByRole('button', { name: 'Recall couple 101' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Waltz: 2 of 3 marked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recall couple 101' }));
    expect(screen.getByText('Waltz: 1 of 3 marked')).toBeInTheDocument();
  });

  it('warns before submitting a different count, and submits only when the judge confirms', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness r={round('recall', 4, 2)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Recall couple 101' }));
    await user.click(screen.getByRole('button', { name: /Submit Semi-Final marks/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Waltz: 1 of 2 marked')).toBeInTheDocument();
    expect(within(dialog).getByText('Tango: 0 of 2 marked')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep marking' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Submit Semi-Final marks/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit anyway' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits without a warning when every dance has the requested count', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness r={round('recall', 3, 1)} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Recall couple 102' }));
    await user.click(screen.getByRole('tab', { name: 'Tango' }));
    await user.click(screen.getByRole('button', { name: 'Recall couple 103' }));
    await user.click(screen.getByRole('button', { name: /Submit Semi-Final marks/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ Waltz: { e1: 1 }, Tango: { e2: 1 } });
  });
});

describe('final marking', () => {
  it('places couples in tap order, lets the judge correct one, and submits only when every dance is complete', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness r={round('final', 3)} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: /Submit Final marks/ });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/place every couple in Waltz, Tango/i)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Place couple 103' }));
    await user.click(screen.getByRole('button', { name: 'Place couple 101' }));
    // Correct: take 101 out again, then place 102 second and 101 third.
    await user.click(screen.getByRole('button', { name: 'Couple 101, placed 2nd; tap to remove' }));
    await user.click(screen.getByRole('button', { name: 'Place couple 102' }));
    await user.click(screen.getByRole('button', { name: 'Place couple 101' }));
    expect(screen.getByText('Waltz: every couple placed')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Tango' }));
    for (const n of [101, 102, 103]) await user.click(screen.getByRole('button', { name: `Place couple ${n}` }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ Waltz: { e2: 1, e1: 2, e0: 3 }, Tango: { e0: 1, e1: 2, e2: 3 } });
  });

  it('clears one dance without touching the others', async () => {
    const user = userEvent.setup();
    render(<Harness r={round('final', 2)} onSubmit={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Place couple 101' }));
    await user.click(screen.getByRole('button', { name: 'Clear Waltz placements' }));
    expect(screen.getByRole('button', { name: 'Place couple 101' })).toHaveAttribute('aria-pressed', 'false');
  });
});
