import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { type OnDemand, onDemand, PartLoadError, useOnDemand } from './on-demand';

/** An importer the test settles by hand: each call is one download. */
function downloads<M>() {
  const calls: { resolve: (module: M) => void; reject: (error: unknown) => void }[] = [];
  const importer = vi.fn(() => new Promise<M>((resolve, reject) => calls.push({ resolve, reject })));
  return { importer, calls };
}

describe('onDemand', () => {
  it('downloads the module once, however many ask for it', async () => {
    const { importer, calls } = downloads<{ answer: number }>();
    const part = onDemand('the answer', importer);
    const first = part.load();
    const second = part.load();
    calls[0].resolve({ answer: 42 });
    expect(await first).toEqual({ answer: 42 });
    expect(await second).toEqual({ answer: 42 });
    expect(await part.load()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.state().module).toEqual({ answer: 42 });
  });

  it('says what did not load and what to do, then downloads again on the next use', async () => {
    const { importer, calls } = downloads<{ answer: number }>();
    const part = onDemand("the judges' marks", importer);
    const failed = part.load();
    calls[0].reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toThrow(PartLoadError);
    expect(part.state().error?.message).toMatch(/^Could not load the judges' marks: .*Check your connection, then try again/);
    const again = part.load();
    // Trying again reads as loading, not as the old failure.
    expect(part.state()).toEqual({ module: undefined, error: undefined });
    calls[1].resolve({ answer: 7 });
    expect(await again).toEqual({ answer: 7 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('fetches ahead when the browser is idle', async () => {
    const { importer, calls } = downloads<{ answer: number }>();
    const part = onDemand('the answer', importer);
    part.prefetchWhenIdle();
    expect(importer).not.toHaveBeenCalled();
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    calls[0].resolve({ answer: 1 });
    await waitFor(() => expect(part.state().module).toEqual({ answer: 1 }));
  });
});

function Part({ part }: { part: OnDemand<{ Shown: () => ReactElement }> }) {
  const loaded = useOnDemand(part);
  if (loaded.error) return <ErrorState error={loaded.error} title="Could not show the tables" onRetry={loaded.retry} />;
  if (!loaded.module) return <LoadingState label="Loading the tables..." />;
  return <loaded.module.Shown />;
}

describe('useOnDemand', () => {
  it('shows loading, then the part; a failed download is an alert whose "Try again" downloads it again', async () => {
    const { importer, calls } = downloads<{ Shown: () => ReactElement }>();
    const part = onDemand('the tables', importer);
    render(<Part part={part} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tables...');
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    await act(async () => calls[0].reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Could not load the tables: .*Check your connection/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tables...');
    await act(async () => calls[1].resolve({ Shown: () => <table aria-label="Final summary" /> }));
    expect(await screen.findByRole('table', { name: 'Final summary' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('renders as not yet here at build time (prerendered pages hydrate to the same markup), even once loaded', async () => {
    const part = onDemand('the tables', () => Promise.resolve({ Shown: () => <table aria-label="Final summary" /> }));
    await part.load();
    expect(renderToString(<Part part={part} />)).toContain('Loading the tables...');
  });
});
