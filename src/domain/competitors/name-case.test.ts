import { describe, expect, it } from 'vitest';
import { nameCharacterProblem, proposedProperCase } from './name-case';

describe('names in proper case', () => {
  it('proposes a proper case for words all in capitals or all in lower case, keeping accents', () => {
    expect(proposedProperCase('JOHN smith')).toBe('John Smith');
    expect(proposedProperCase('mary JONES')).toBe('Mary Jones');
    expect(proposedProperCase('ÉLODIE  núñez')).toBe('Élodie Núñez');
    expect(proposedProperCase("o'brien ANNE-MARIE")).toBe("O'Brien Anne-Marie");
    expect(proposedProperCase('MCDONALD')).toBe('McDonald');
  });

  it('leaves a name that already mixes cases as the person typed it', () => {
    expect(proposedProperCase('Ana Lima')).toBeNull();
    expect(proposedProperCase('DeShawn van der Berg')).toBeNull();
    expect(proposedProperCase('LUDWIG VAN BEETHOVEN')).toBe('Ludwig van Beethoven');
    expect(proposedProperCase('Li')).toBeNull();
    expect(proposedProperCase('')).toBeNull();
  });

  it('refuses emoji and control characters with a sentence', () => {
    expect(nameCharacterProblem('Ana 💃 Lima', "The lead's name")).toBe("The lead's name cannot contain emoji or pictures; type the name in letters.");
    expect(nameCharacterProblem('Ana\u0007Lima')).toBe('A name contains an invisible control character; retype it.');
    expect(nameCharacterProblem('Zoë Ó Súilleabháin')).toBeNull();
  });
});
