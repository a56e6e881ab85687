// The demo's judges, officials and organizers, with the short bios a program book prints.
import type { Official } from '../domain/model';

export interface DemoJudge extends Official {
  key: string;
}

export const DEMO_JUDGES: readonly DemoJudge[] = [
  { key: 'judge-margaret-hale', name: 'Margaret Hale', role: 'Judge', bio: 'Former U.S. Amateur Standard finalist; NDCA adjudicator and coach of three collegiate teams in New England.' },
  { key: 'judge-roberto-ferreira', name: 'Roberto Ferreira', role: 'Judge', bio: 'Latin specialist and two-time Brazilian professional Latin champion, now teaching in Boston.' },
  { key: 'judge-elaine-cho', name: 'Elaine Cho', role: 'Judge', bio: 'American Smooth and Rhythm competitor turned examiner; judges collegiate competitions across the Northeast.' },
  { key: 'judge-thomas-lindqvist', name: 'Thomas Lindqvist', role: 'Judge', bio: 'WDSF adjudicator from Sweden with thirty years on the floor in Standard and Ten Dance.' },
  { key: 'judge-natalia-orlova', name: 'Natalia Orlova', role: 'Judge', bio: 'Ballet-trained Latin coach; has judged the National Collegiate DanceSport Championships.' },
];

export const DEMO_OFFICIALS: Readonly<Record<string, Official>> = {
  'chair-david-okonkwo': { name: 'David Okonkwo', role: 'Chairman of Judges', bio: 'Chairman of Judges at collegiate and NDCA events for fifteen years; settles every tie at the cut.' },
  'scrutineer-lisa-park': { name: 'Lisa Park', role: 'Scrutineer', bio: 'Certified scrutineer; has run results for more than a hundred competitions with the Skating System.' },
  'deck-sam-rivera': { name: 'Sam Rivera', role: 'Deck Captain', bio: 'Keeps the floor moving: checks couples in, calls heats and never loses a back number.' },
  'mc-jordan-blake': { name: 'Jordan Blake', role: 'MC', bio: 'The voice of the ballroom: announces every heat, recall and final with a smile.' },
};

export const DEMO_ORGANIZERS: Readonly<Record<string, Official>> = {
  'org-priya-raman': { name: 'Priya Raman', role: 'Organizer', bio: 'Competition director; dances Silver Standard and captains the host team.' },
  'org-michael-oconnor': { name: "Michael O'Connor", role: 'Organizer', bio: 'Treasurer and registration lead; answers every e-mail about payment tiers.' },
  'org-hana-sato': { name: 'Hana Sato', role: 'Organizer', bio: 'Venue and volunteers; the reason the floor is ready at 8 a.m.' },
};

export const DEMO_OFFICIAL_NAMES: ReadonlySet<string> = new Set([
  ...DEMO_JUDGES.map((judge) => judge.name),
  ...Object.values(DEMO_OFFICIALS).map((official) => official.name),
  ...Object.values(DEMO_ORGANIZERS).map((organizer) => organizer.name),
]);
