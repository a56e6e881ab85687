// The demo's dancers: 80 couples from a realistic spread of levels and teams, and who enters what.
import { AFFILIATION_OTHER, AFFILIATION_TBA } from '../domain/constants';
import type { Level } from '../domain/model';
import type { DemoEventSpec } from './demo-events';
import { distinctNames } from './demo-names';
import type { Prng } from './prng';

export interface DemoCouple {
  lead: string;
  follow: string;
  /** Index in LADDER: the level the couple dances at. */
  tier: number;
  affiliation: string;
  /** With Other: the club the couple typed, waiting for the organiser's review (Teams to review). */
  affiliationOther?: string;
  /** True standard, used to simulate the judges. */
  skill: number;
}

/** The collegiate ladder, lowest first; a couple dances its own level and may dance one level up. */
export const LADDER: readonly Level[] = ['Newcomer', 'Bronze', 'Silver', 'Gold', 'Novice', 'Prechamp', 'Championship'];

/** Couples per level: a typical collegiate field, widest at the bottom. */
const COUPLES_PER_TIER: readonly number[] = [34, 20, 11, 6, 3, 3, 4];

/** Teams at the demo competition (a regional collegiate comp draws about sixteen). */
const ATTENDING_TEAMS: readonly string[] = [
  'MIT Ballroom Dance Team', 'Harvard Ballroom', 'Tufts Ballroom Dance Team', 'Boston University Ballroom Dance Team',
  'Northeastern Ballroom Dance Team', 'Brandeis Ballroom Dance Team', 'UMass Amherst Ballroom Dance Team',
  'Holy Cross Ballroom Dance Team', 'Yale Ballroom Dance Team', 'Brown Ballroom Dance Team', 'Cornell DanceSport',
  'Columbia Ballroom', 'UPenn Ballroom', 'CMU Ballroom', 'Princeton Ballroom Dance Team', 'Rutgers Ballroom Dance Team',
];

function affiliationFor(prng: Prng): string {
  const roll = prng.next();
  if (roll < 0.03) return AFFILIATION_TBA;
  if (roll < 0.07) return AFFILIATION_OTHER;
  return prng.pick(ATTENDING_TEAMS);
}

/** Clubs not on the list, typed by the couples who chose Other (given in turn, so no random draw changes). */
export const DEMO_OTHER_CLUBS: readonly string[] = ['Riverside Dance Club', 'Hilltop Ballroom Society', 'Lakeside Social Dance'];

function withTypedClubs(couples: DemoCouple[]): DemoCouple[] {
  let next = 0;
  return couples.map((couple) => (couple.affiliation === AFFILIATION_OTHER
    ? { ...couple, affiliationOther: DEMO_OTHER_CLUBS[next++ % DEMO_OTHER_CLUBS.length] }
    : couple));
}

export function makeCouples(prng: Prng, avoidNames: ReadonlySet<string>): DemoCouple[] {
  const total = COUPLES_PER_TIER.reduce((a, b) => a + b, 0);
  const names = distinctNames(prng, total * 2, avoidNames);
  const couples: DemoCouple[] = [];
  COUPLES_PER_TIER.forEach((count, tier) => {
    for (let i = 0; i < count; i++) {
      const n = couples.length;
      couples.push({ lead: names[2 * n], follow: names[2 * n + 1], tier, affiliation: affiliationFor(prng), skill: tier + 0.8 * prng.normal() });
    }
  });
  return withTypedClubs(couples);
}

/** Couples at the event's level first, then couples dancing up from the level below, each group shuffled. */
export function chooseEntrants(prng: Prng, couples: readonly DemoCouple[], spec: DemoEventSpec): DemoCouple[] {
  const tier = LADDER.indexOf(spec.level);
  const own = prng.shuffle(couples.filter((c) => c.tier === tier));
  const up = prng.shuffle(couples.filter((c) => c.tier === tier - 1));
  return [...own, ...up].slice(0, spec.size);
}

/**
 * Nightclub partnerships cross the usual couples (a Standard lead often dances Salsa with someone
 * else), so some leads wear one back number with two partners.
 */
export function nightclubPartnerships(prng: Prng, couples: readonly DemoCouple[], count: number): DemoCouple[] {
  const leads = prng.shuffle(couples).slice(0, count);
  const follows = prng.shuffle(couples.filter((c) => !leads.includes(c))).slice(0, count);
  return leads.map((lead, i) => ({
    lead: lead.lead,
    follow: follows[i].follow,
    tier: lead.tier,
    affiliation: lead.affiliation,
    skill: (lead.skill + follows[i].skill) / 2 + 0.5 * prng.normal(),
  }));
}
