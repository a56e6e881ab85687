// The registration module's public surface: code outside src/domain/registration imports it only from here.
export * from './affiliation-matches';
export * from './registration-plan';
export * from './tiers';
export * from './event-entry-window';
export * from './team-sheet';
export * from './captain-team';
