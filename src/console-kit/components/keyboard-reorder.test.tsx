// A table's rows reordered with the keyboard as a person does it: focus a handle, Space, arrow, Space. The drop
// names the row moved and the row it went to, a live region says what happens, and the picked row says pressed.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useKeyboardReorderRow } from '../hooks/use-keyboard-reorder-row';
import { KeyboardReorder } from './keyboard-reorder';

function Row({ id }: { id: string }) {
  const { handleProps, dropPlace } = useKeyboardReorderRow(id);
  return (
    <li data-drop-place={dropPlace || undefined}>
      <button type="button" aria-label={`Drag ${id}`} {...handleProps}>⠿</button>
    </li>
  );
}

function renderList(onDrop: (active: string, over: string) => void) {
  const ids = ['heat 1', 'heat 2', 'heat 3'];
  render(
    <KeyboardReorder keys={ids} labelOf={(id) => id} onDrop={onDrop}>
      <ul>{ids.map((id) => <Row key={id} id={id} />)}</ul>
    </KeyboardReorder>,
  );
}

describe('KeyboardReorder', () => {
  it('moves a row two places down with Space, ArrowDown, ArrowDown, Space', () => {
    const onDrop = vi.fn();
    renderList(onDrop);
    const handle = screen.getByRole('button', { name: 'Drag heat 1' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Picked up heat 1.');
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    expect(screen.getByRole('status')).toHaveTextContent('Heat 1 is over heat 3.');
    expect(screen.getByRole('button', { name: 'Drag heat 3' }).closest('li')).toHaveAttribute('data-drop-place', 'true');
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(onDrop).toHaveBeenCalledExactlyOnceWith('heat 1', 'heat 3');
    expect(handle).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('status')).toHaveTextContent('Dropped heat 1 where heat 3 was.');
  });

  it('puts the row back when the handle loses the focus or on Escape', () => {
    const onDrop = vi.fn();
    renderList(onDrop);
    const handle = screen.getByRole('button', { name: 'Drag heat 2' });
    fireEvent.keyDown(handle, { code: 'Enter', key: 'Enter' });
    fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    fireEvent.blur(handle);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled: heat 2 stays where it was.');
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(onDrop).not.toHaveBeenCalled();
  });
});
