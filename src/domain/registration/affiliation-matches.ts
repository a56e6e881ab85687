// The team picker (issue 19 item 5): "Cornell" or "cornel dancesport" should find "Cornell DanceSport",
// while the teams stay the list the competition allows.

export type AffiliationMatch =
  | { kind: 'exact'; team: string }
  /** One team fits what was typed (a prefix, a word, or a near spelling): the form takes it. */
  | { kind: 'single'; team: string }
  /** Several fit: the person chooses one of them. */
  | { kind: 'several'; teams: string[] }
  | { kind: 'none' };

const MAX_OFFERED = 6;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Edit distance with an early stop: only "at most `limit`" matters here. */
function withinDistance(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

/** A typo allowance that grows with the length typed: none for 1-3 letters, 1 up to 7, then 2. */
function typoLimit(typed: string): number {
  if (typed.length <= 3) return 0;
  return typed.length <= 7 ? 1 : 2;
}

function fits(typed: string, team: string): boolean {
  const name = normalise(team);
  if (name.startsWith(typed) || name.split(' ').some((word) => word.startsWith(typed))) return true;
  const limit = typoLimit(typed);
  if (limit === 0) return false;
  // A near spelling of the whole name, or of its beginning as long as what was typed.
  return withinDistance(typed, name, limit) || withinDistance(typed, name.slice(0, typed.length), limit);
}

/** What `typed` means among `teams`: the team itself, the one team it can only mean, some to choose from, or none. */
export function matchAffiliation(typed: string, teams: readonly string[]): AffiliationMatch {
  const wanted = normalise(typed);
  if (wanted === '') return { kind: 'none' };
  const exact = teams.find((team) => normalise(team) === wanted);
  if (exact) return { kind: 'exact', team: exact };
  const found = teams.filter((team) => fits(wanted, team));
  if (found.length === 1) return { kind: 'single', team: found[0] };
  if (found.length > 1) return { kind: 'several', teams: found.slice(0, MAX_OFFERED) };
  return { kind: 'none' };
}
