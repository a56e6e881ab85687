// The build picks its event configuration from VITE_EVENT_CONFIG and refuses an unknown one.
import type { ConfigEnv, UserConfig } from 'vite';
import viteConfig from '../../vite.config';

const env: ConfigEnv = { command: 'build', mode: 'production' };
const build = viteConfig as (env: ConfigEnv) => UserConfig;

// (The default, rdf24, is resolve.test.ts's: here a developer's .env.local could name another.)
function aliasFor(name: string): unknown {
  const saved = process.env.VITE_EVENT_CONFIG;
  process.env.VITE_EVENT_CONFIG = name;
  try {
    return (build(env).resolve?.alias as Record<string, string>)['@event-config'];
  } finally {
    if (saved === undefined) delete process.env.VITE_EVENT_CONFIG;
    else process.env.VITE_EVENT_CONFIG = saved;
  }
}

describe('vite.config', () => {
  it('builds the configuration VITE_EVENT_CONFIG names', () => {
    expect(aliasFor('umass25')).toBe('/configs/umass25.ts');
  });

  it('stops the build for an unknown name, listing the valid ones', () => {
    expect(() => aliasFor('rdf2024')).toThrow(/Unknown VITE_EVENT_CONFIG "rdf2024"\. Valid configurations: rdf24, dev, .*umass25, venue\./);
  });
});
