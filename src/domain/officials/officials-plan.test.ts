import { describe, expect, it } from 'vitest';
import { removePersonPatch, replacePersonPatch, storedPerson } from './officials-plan';

describe('officials plans', () => {
  it('stores a person trimmed, leaving blank optional fields out', () => {
    expect(storedPerson({ name: ' Ann ', role: 'Judge', bio: '  ', photoURL: ' https://x.example/a.jpg ' })).toEqual({ name: 'Ann', role: 'Judge', photoURL: 'https://x.example/a.jpg' });
    expect(Object.keys(replacePersonPatch('organizers', 'k1', { name: 'Bo', role: 'Judge' }))).toEqual(['competitionMetadata/organizers/k1']);
  });

  it('removes a judge\'s tablet code with the judge, but not for an organizer', () => {
    expect(removePersonPatch('officials', 'j1')).toEqual({ 'competitionMetadata/officials/j1': null, 'judgeCodes/j1': null });
    expect(removePersonPatch('organizers', 'o1')).toEqual({ 'competitionMetadata/organizers/o1': null });
  });
});
