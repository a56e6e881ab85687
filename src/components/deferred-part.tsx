// A part of a screen whose code downloads after the screen's first view: the forms' fields, their zod checks,
// the database SDK and the write pipeline (docs/PERFORMANCE.md, "Smaller scripts"). The screen's own chunk
// shows its heading and this part's loading state at once; the part downloads through onDemand (once, and again
// after a failure) when it first renders or earlier by `preload()`, and a failed download has a "Try again".
import { type ComponentType, createElement } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { onDemand, useOnDemand } from './on-demand';

export interface DeferredPartText {
  /** Shown (and announced) while the code downloads: the same words as the part's own data loading state. */
  loading: string;
  /** The part in words, for the error shown when the download fails ("Could not load the registration form"). */
  what: string;
}

export type DeferredPart<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, text: DeferredPartText): DeferredPart<P> {
  const part = onDemand(text.what, load);
  function Part(props: P) {
    const { module: component, error, retry } = useOnDemand(part);
    if (component) return createElement(component, props);
    if (error) return <ErrorState error={error} title={`Could not load ${text.what}`} onRetry={retry} />;
    return <LoadingState label={text.loading} />;
  }
  // A preload's failure shows when the part renders (its state), so the promise itself never rejects.
  return Object.assign(Part, { preload: () => part.load().catch(() => undefined) });
}
