import { EVENT_CONFIG_NAMES } from './resolve';
import type { EventConfig } from './types';

// Every module in configs/ with a default export is an event configuration; the rest are helpers.
const modules = import.meta.glob<{ default?: EventConfig }>(['./*.ts', '!./*.test.ts'], { eager: true });
const configFiles = Object.keys(modules).filter((file) => modules[file].default !== undefined);
const configOf = (name: string): EventConfig => modules[`./${name}.ts`].default!;

describe('event configurations', () => {
  it('has exactly one module per valid name', () => {
    expect(configFiles.map((file) => file.slice(2, -3)).sort()).toEqual([...EVENT_CONFIG_NAMES].sort());
  });

  it.each(EVENT_CONFIG_NAMES)('%s names itself and holds complete basics', (name) => {
    const config = configOf(name);
    expect(config.name).toBe(name);
    const { competition } = config;
    for (const text of [competition.shortName, competition.fullName, competition.hostTeam, competition.venue.name, competition.contactEmail]) {
      expect(text.trim()).not.toBe('');
    }
    expect(competition.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(competition.endDate >= competition.startDate).toBe(true);
    expect(competition.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    for (const list of [competition.welcome, competition.details, competition.rules, competition.about]) {
      expect(list.length).toBeGreaterThan(0);
    }
  });

  it('marks the free plan, where a configuration does, with true or false only', () => {
    for (const name of EVENT_CONFIG_NAMES) {
      const { freePlan } = configOf(name) as { freePlan?: unknown };
      expect(freePlan === undefined || typeof freePlan === 'boolean', `${name}: freePlan must be true or false`).toBe(true);
    }
  });

  it('points demo, dev and venue mode\'s local site at the local emulators with demo- project ids, and nothing else', () => {
    const emulated = EVENT_CONFIG_NAMES.filter((name) => configOf(name).useEmulators);
    expect(emulated.sort()).toEqual(['demo', 'dev', 'venue']);
    expect(configOf('venue').competition.welcome[0]).toMatch(/^This is the venue's local site/);
    expect(configOf('demo').firebase).toMatchObject({
      projectId: 'demo-ballroom',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-ballroom-default-rtdb',
    });
    expect(configOf('dev').firebase.projectId).toBe('demo-ballroom-dev');
  });

  it('commits no API key, app id or measurement id: those come from env at build time', () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { eager: true, query: '?raw', import: 'default' });
    for (const file of configFiles) {
      expect(sources[file]).not.toMatch(/\b(apiKey|appId|measurementId)\s*:/);
      expect(sources[file]).not.toMatch(/AIza[0-9A-Za-z_-]{10,}/);
    }
  });

  it('gives hosted events a real project id and, where they have one, a hosted database', () => {
    for (const name of EVENT_CONFIG_NAMES) {
      const { firebase, useEmulators } = configOf(name);
      if (useEmulators) continue;
      expect(firebase.projectId).not.toMatch(/^demo-/);
      if (firebase.databaseURL) expect(firebase.databaseURL).toMatch(/^https:\/\//);
    }
  });
});
