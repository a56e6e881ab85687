// The database SDK arrives on demand: a use asked for before it is here runs when it arrives, unless cancelled.
import { loadSocketSdk, socketSdkIfLoaded, withSocketSdk } from './socket-sdk-loader';

describe('withSocketSdk', () => {
  it('runs a use once the SDK has arrived, never one cancelled before, and at once when it is already here', async () => {
    expect(socketSdkIfLoaded()).toBeUndefined();
    const cancelledUse = vi.fn();
    const cancel = withSocketSdk(cancelledUse);
    cancel();
    const undo = vi.fn();
    const waitingUse = vi.fn(() => undo);
    const stopWaiting = withSocketSdk(waitingUse);
    expect(waitingUse).not.toHaveBeenCalled();

    const sdk = await loadSocketSdk();
    expect(socketSdkIfLoaded()).toBe(sdk);
    expect(cancelledUse).not.toHaveBeenCalled();
    expect(waitingUse).toHaveBeenCalledWith(sdk);
    stopWaiting();
    expect(undo).toHaveBeenCalledTimes(1);

    const immediateUse = vi.fn();
    withSocketSdk(immediateUse);
    expect(immediateUse).toHaveBeenCalledWith(sdk);
  });
});
