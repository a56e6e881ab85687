import { describe, expect, it } from 'vitest';
import { DbError } from './errors';
import { onDemand } from './on-demand';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('code loaded on demand', () => {
  it('loads once on the first subscriber, then gives the module; listeners hear when it lands', async () => {
    let loads = 0;
    const module = onDemand(async () => {
      loads += 1;
      return { answer: 42 };
    }, 'the answer');
    expect(module.snapshot()).toMatchObject({ loading: true, data: undefined });
    expect(loads).toBe(0);
    let heard = 0;
    const stop = module.subscribe(() => (heard += 1));
    module.subscribe(() => {})();
    await settle();
    expect(loads).toBe(1);
    expect(heard).toBe(1);
    expect(module.snapshot()).toEqual({ data: { answer: 42 }, loading: false, error: null });
    stop();
  });

  it('turns a failed load into an error a person can act on, and tries again for the next subscriber', async () => {
    let fail = true;
    const module = onDemand(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return 'here';
    }, 'the money arithmetic');
    module.subscribe(() => {});
    await settle();
    const failed = module.snapshot();
    expect(failed.error).toBeInstanceOf(DbError);
    expect(failed.error?.message).toBe('This page could not load the money arithmetic. Reload the page when the connection is back.');
    fail = false;
    module.subscribe(() => {});
    await settle();
    expect(module.snapshot()).toEqual({ data: 'here', loading: false, error: null });
  });
});
