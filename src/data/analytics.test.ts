import type { FirebaseApp } from 'firebase/app';
import { type AnalyticsDeps, type AnalyticsSdk, IP_LOOKUP_URL, startAnalytics } from './analytics';

const app = { name: 'fake-app' } as FirebaseApp;

function fakeSdk(supported = true) {
  const calls: { getAnalytics: unknown[]; userProperties: unknown[]; events: unknown[] } = { getAnalytics: [], userProperties: [], events: [] };
  const handle = { analytics: true };
  const sdk: AnalyticsSdk = {
    isSupported: async () => supported,
    getAnalytics: (given) => {
      calls.getAnalytics.push(given);
      return handle;
    },
    setUserProperties: (analytics, properties) => calls.userProperties.push([analytics, properties]),
    logEvent: (analytics, name, params) => calls.events.push([analytics, name, params]),
  };
  return { sdk, calls, handle };
}

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deps(overrides: Partial<AnalyticsDeps> & { sdk?: AnalyticsSdk } = {}) {
  const { sdk = fakeSdk().sdk, ...rest } = overrides;
  const loadSdk = vi.fn(async () => sdk);
  const fetchImpl = vi.fn(async () => jsonResponse({ ip: '203.0.113.7' }));
  const warn = vi.fn();
  const all: AnalyticsDeps = {
    measurementId: 'G-TEST123',
    useEmulators: false,
    mode: 'production',
    loadSdk,
    getApp: () => app,
    fetch: fetchImpl as unknown as typeof fetch,
    warn,
    ...rest,
  };
  return { all, loadSdk, fetchImpl, warn };
}

describe('startAnalytics', () => {
  it('records the public IP as the client IP', async () => {
    const fake = fakeSdk();
    const d = deps({ sdk: fake.sdk });
    await expect(startAnalytics(d.all)).resolves.toBe('recorded');
    expect(d.fetchImpl).toHaveBeenCalledWith(IP_LOOKUP_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(fake.calls.getAnalytics).toEqual([app]);
    expect(fake.calls.userProperties).toEqual([[fake.handle, { client_ip: '203.0.113.7' }]]);
    expect(fake.calls.events).toEqual([[fake.handle, 'client_ip', { client_ip: '203.0.113.7' }]]);
    expect(d.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['without a measurement id', { measurementId: undefined }],
    ['in demo and dev (emulators)', { useEmulators: true }],
    ['under tests', { mode: 'test' }],
  ])('stays off %s: no SDK download, no IP lookup', async (_label, override) => {
    const d = deps(override);
    await expect(startAnalytics(d.all)).resolves.toBe('off');
    expect(d.loadSdk).not.toHaveBeenCalled();
    expect(d.fetchImpl).not.toHaveBeenCalled();
  });

  it('does nothing more where the browser does not support analytics', async () => {
    const fake = fakeSdk(false);
    const d = deps({ sdk: fake.sdk });
    await expect(startAnalytics(d.all)).resolves.toBe('unsupported');
    expect(fake.calls.getAnalytics).toEqual([]);
    expect(d.fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['the lookup fails on the network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the lookup answers an error', async () => jsonResponse({ error: 'busy' }, 503)],
    ['the answer has no ip', async () => jsonResponse({ address: '1.2.3.4' })],
  ])('logs and carries on when %s', async (_label, fetchImpl) => {
    const fake = fakeSdk();
    const d = deps({ sdk: fake.sdk, fetch: fetchImpl as unknown as typeof fetch });
    await expect(startAnalytics(d.all)).resolves.toBe('failed');
    expect(fake.calls.userProperties).toEqual([]);
    expect(d.warn).toHaveBeenCalledWith('Analytics could not record the client IP; the site works without it.', expect.any(Error));
  });

  it('logs and carries on when the SDK itself fails to load', async () => {
    const d = deps({ loadSdk: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await expect(startAnalytics(d.all)).resolves.toBe('failed');
    expect(d.warn).toHaveBeenCalledTimes(1);
  });
});
