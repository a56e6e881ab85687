import { DEFAULT_EVENT_CONFIG, EVENT_CONFIG_NAMES, resolveEventConfigName } from './resolve';

describe('resolveEventConfigName', () => {
  it('defaults to rdf24 when VITE_EVENT_CONFIG is unset or blank', () => {
    expect(DEFAULT_EVENT_CONFIG).toBe('rdf24');
    expect(resolveEventConfigName(undefined)).toBe('rdf24');
    expect(resolveEventConfigName('  ')).toBe('rdf24');
  });

  it('accepts every configuration of the spec, trimming stray whitespace', () => {
    for (const name of EVENT_CONFIG_NAMES) expect(resolveEventConfigName(` ${name}\n`)).toBe(name);
    expect([...EVENT_CONFIG_NAMES].sort()).toEqual(
      ['bam2024', 'cmu24', 'colombiamock24', 'demo', 'dev', 'holycross23', 'hustle24', 'penn2024', 'rdf24', 'umass25', 'upenn2023', 'venue', 'vss2023', 'vss24'],
    );
  });

  it('fails an unknown name with a message that lists the valid ones', () => {
    expect(() => resolveEventConfigName('rdf25')).toThrow(
      'Unknown VITE_EVENT_CONFIG "rdf25". Valid configurations: rdf24, dev, vss2023, upenn2023, penn2024, bam2024, holycross23, colombiamock24, hustle24, demo, cmu24, vss24, umass25, venue.',
    );
    // Names are case-sensitive, like the file names they select.
    expect(() => resolveEventConfigName('RDF24')).toThrow(/Unknown VITE_EVENT_CONFIG "RDF24"/);
  });
});
