// Reviewing couples entered as "Other" (issue 19.5): the list, the organiser's decision, accepted teams.
export * from './accepted-teams';
export * from './other-couples';
export * from './resolve-other-couple';
