import { describe, expect, it } from 'vitest';
import { actionsInFlight, trackAction } from './actions-in-flight';

/** A browser's BeforeUnloadEvent: cancelable, with a writable returnValue (Node's Event has a getter only). */
const leave = (target: EventTarget) => {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('actions in flight', () => {
  it('asks before the page is left while an action is on its way, and not after it settled', async () => {
    const page = new EventTarget();
    let finish: () => void = () => {};
    const action = trackAction(() => new Promise<void>((resolve) => (finish = resolve)), page);
    expect(actionsInFlight()).toBe(1);
    expect(leave(page)).toBe(true);
    finish();
    await action;
    expect(actionsInFlight()).toBe(0);
    expect(leave(page)).toBe(false);
  });

  it('stops counting a failed action and passes its error on', async () => {
    const page = new EventTarget();
    await expect(trackAction(() => Promise.reject(new Error('refused')), page)).rejects.toThrow('refused');
    expect(actionsInFlight()).toBe(0);
    expect(leave(page)).toBe(false);
  });
});
