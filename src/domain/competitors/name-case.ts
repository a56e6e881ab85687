// Names as people write them (issue 31): a name typed or imported all in capitals or all in lower case gets a
// proposed proper case (accents kept), shown before saving; emoji and control characters are refused.

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}/u;
const CONTROL = /\p{Cc}|\p{Cf}/u;

/** Why the name cannot be used, in a sentence; null when it can. */
export function nameCharacterProblem(name: string, who = 'A name'): string | null {
  if (EMOJI.test(name)) return `${who} cannot contain emoji or pictures; type the name in letters.`;
  if (CONTROL.test(name)) return `${who} contains an invisible control character; retype it.`;
  return null;
}

/** Particles stay lower case inside a name (Ludwig van Beethoven, Ana da Silva). */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'da', 'das', 'di', 'do', 'dos', 'du', 'del', 'della', 'la', 'le', 'y']);

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1);
}

/** Mc and Mac are left alone (Mackenzie, Macy); O'Brien and hyphenated parts get their own capital. */
function properWord(word: string): string {
  const lower = word.toLocaleLowerCase('en-US');
  const parts = lower.split(/([-'’])/u).map((part, index) => (index % 2 === 1 ? part : capitalise(part)));
  const joined = parts.join('');
  return /^Mc\p{L}/u.test(joined) ? `Mc${capitalise(joined.slice(2))}` : joined;
}

/**
 * The proper case of a name typed all in capitals or all in lower case ("JOHN smith" word by word), or null when
 * the name already mixes cases in every word (as the person chose) or has no letters to change.
 */
export function proposedProperCase(name: string): string | null {
  const words = name.trim().split(/\s+/u).filter((word) => word !== '');
  const flat = (word: string) => /\p{L}/u.test(word) && (word === word.toLocaleUpperCase('en-US') || word === word.toLocaleLowerCase('en-US'));
  if (!words.some(flat)) return null;
  const proposed = words.map((word, index) => {
    if (!flat(word)) return word;
    const lower = word.toLocaleLowerCase('en-US');
    return index > 0 && index < words.length - 1 && PARTICLES.has(lower) ? lower : properWord(word);
  }).join(' ');
  return proposed === words.join(' ') ? null : proposed;
}
