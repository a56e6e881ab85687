import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstPaintSlot } from './first-paint-slot';

// A page's first-paint script fills the slot before React runs: hydrating must keep what it painted, say nothing,
// and a later render that keeps the slot must not empty it.

function Screen({ loaded, onShow }: { loaded: boolean; onShow?: (show: () => void) => void }) {
  const [shown, setShown] = useState(loaded);
  onShow?.(() => setShown(true));
  return <main>{shown ? <p>The screen's own data</p> : <><FirstPaintSlot name="live" /><p role="status">Loading...</p></>}</main>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FirstPaintSlot', () => {
  it('keeps what the page painted into it through hydration and re-renders, silently, and goes with the loading state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen loaded={false} />);
    document.body.append(container);
    const painted = document.createElement('section');
    painted.textContent = 'Heat 7: Latin Gold Final';
    container.querySelector('[data-first-paint="live"]')!.append(painted);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let show = () => {};
    await act(async () => {
      hydrateRoot(container, <Screen loaded={false} onShow={(s) => (show = s)} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-first-paint="live"] section')).toBe(painted);
    await act(async () => show());
    expect(container.querySelector('[data-first-paint]')).toBeNull();
    expect(container.textContent).toBe("The screen's own data");
    errors.mockRestore();
  });
});
