import { describe, expect, it } from 'vitest';
import { authEmulatorUrl, databaseTarget, emulatorHosts } from './emulator-hosts';
import { restLocation } from './rest-location';

const firebase = { apiKey: '', authDomain: '', appId: '', projectId: 'demo-ballroom', databaseURL: 'http://127.0.0.1:9000?ns=demo-ballroom-default-rtdb' };

describe('how the local builds reach their servers', () => {
  it('uses the emulator connection (ws) and http sign-in without TLS', () => {
    const servers = emulatorHosts({ VITE_DB_EMULATOR_HOST: '192.168.8.10:9000', VITE_AUTH_EMULATOR_HOST: '192.168.8.10:9099' });
    expect(servers.secure).toBe(false);
    expect(databaseTarget(firebase, servers)).toEqual({ emulator: { host: '192.168.8.10', port: 9000 } });
    expect(authEmulatorUrl(servers)).toBe('http://192.168.8.10:9099');
    expect(restLocation(firebase, servers)('events/A B')).toBe('http://192.168.8.10:9000/events/A%20B.json?ns=demo-ballroom-default-rtdb');
  });

  it('with VITE_EMULATOR_TLS uses the database\'s https URL (the SDK opens wss), https sign-in and https REST', () => {
    const servers = emulatorHosts({ VITE_DB_EMULATOR_HOST: '192.168.8.10:9000', VITE_AUTH_EMULATOR_HOST: '192.168.8.10:9099', VITE_EMULATOR_TLS: 'true' });
    expect(databaseTarget(firebase, servers)).toEqual({ url: 'https://192.168.8.10:9000?ns=demo-ballroom-default-rtdb' });
    expect(authEmulatorUrl(servers)).toBe('https://192.168.8.10:9099');
    expect(restLocation(firebase, servers)('events')).toBe('https://192.168.8.10:9000/events.json?ns=demo-ballroom-default-rtdb');
  });

  it('leaves hosted Firebase to the configuration', () => {
    expect(databaseTarget(firebase, null)).toEqual({});
  });
});
