import { type RefObject, useEffect } from 'react';

export interface AutoScrollOptions {
  pixelsPerSecond?: number;
  /** Rest at the top and at the bottom, so the first and last rows can be read. */
  pauseMs?: number;
  /** A change restarts the scroll from the top (the organiser's "refresh live views"). */
  resetKey?: unknown;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls a projector list down slowly, rests, and starts over at the top, with nobody at the keyboard.
 * Does nothing when the list fits, or for readers who asked for reduced motion.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, options: AutoScrollOptions = {}): void {
  const { pixelsPerSecond = 40, pauseMs = 4000, resetKey } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTop = 0;
    if (typeof requestAnimationFrame !== 'function' || prefersReducedMotion()) return;
    let phase: 'rest-top' | 'scroll' | 'rest-bottom' = 'rest-top';
    let phaseStart = performance.now();
    let last = phaseStart;
    let position = 0;
    let frame = 0;
    const step = (now: number) => {
      const end = element.scrollHeight - element.clientHeight;
      if (phase === 'rest-top' && now - phaseStart >= pauseMs && end > 0) {
        phase = 'scroll';
      } else if (phase === 'scroll') {
        position = Math.min(end, position + (pixelsPerSecond * (now - last)) / 1000);
        element.scrollTop = position;
        if (position >= end) [phase, phaseStart] = ['rest-bottom', now];
      } else if (phase === 'rest-bottom' && now - phaseStart >= pauseMs) {
        position = 0;
        element.scrollTop = 0;
        [phase, phaseStart] = ['rest-top', now];
      }
      last = now;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ref, pixelsPerSecond, pauseMs, resetKey]);
}
