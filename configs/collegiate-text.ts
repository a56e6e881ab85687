// Paragraphs most collegiate competitions share. A config uses them as they are or writes its own.

export const COLLEGIATE_RULES: string[] = [
  'Competitors dance in the proficiency level they have earned under the YCN points system: a couple that has placed out of a level may not dance it again in that style.',
  'Newcomer events are for dancers in their first year of ballroom dancing; Bronze through Gold are syllabus levels, and Novice through Championship are open levels.',
  'A couple may enter at most two adjacent levels in each style.',
  'Syllabus events follow the figures of the official syllabus for the level; lifts are not allowed in any event.',
  'Couples must be checked in with the deck captain before their first round, and must be on deck when their heat is called. A couple that misses its heat is not recalled.',
  'Marks are final once the scrutineer posts a round. Questions about results go to the chairman of judges through the organisers.',
];

export const COLLEGIATE_DETAILS: string[] = [
  'Registration is per couple and per event; each dancer pays one registration fee for the day, whatever the number of events.',
  'The fee depends on when you register: early, regular and late prices are shown on the registration page while registration is open.',
  'The schedule is published in the week before the competition and is kept live on the site on the day: check the Live page for the heat on the floor.',
  'Results are posted here as soon as each final is scrutineered.',
];
