import { type LoadedAuth, createAuthLoader } from './firebase-auth';

// A stand-in for the started SDK: the loader only passes it along.
const started = { auth: {}, sdk: {} } as unknown as LoadedAuth;

describe('createAuthLoader', () => {
  it('starts Auth once, on the first load(), and shares it', async () => {
    const start = vi.fn(async () => started);
    const loader = createAuthLoader(start);
    expect(loader.current()).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(started);
    expect(b).toBe(started);
    expect(start).toHaveBeenCalledTimes(1);
    expect(loader.current()).toBe(started);
  });

  it('tells a waiter when something else loads it, without starting it itself', async () => {
    const start = vi.fn(async () => started);
    const loader = createAuthLoader(start);
    const waited = vi.fn();
    void loader.whenLoaded().then(waited);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(start).not.toHaveBeenCalled();
    expect(waited).not.toHaveBeenCalled();
    await loader.load();
    await vi.waitFor(() => expect(waited).toHaveBeenCalledWith(started));
  });

  it('tries again after a failed download', async () => {
    const start = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(started);
    const loader = createAuthLoader(start);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.current()).toBeUndefined();
    await expect(loader.load()).resolves.toBe(started);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
