// Events and their entries as the organiser keeps them: shapes validated, back numbers the organiser's.
import { allow, area, deny, remove, set } from './case.ts';
import { ALICE_ENTRY, CAROL_ENTRY, GOLD, PAST } from './fixture.ts';

const openLatin = { eventName: 'Open Latin', style: 'Latin', eventLevel: 'Open', dances: { ChaCha: 0, Samba: 1, Rumba: 2 } };

export const eventCases = area('Events', [
  allow('organiser', set('events/Open Latin', openLatin), 'creating an event'),
  deny('organiser', set('events/Open Latin', { ...openLatin, eventName: 'Open Latin II' }), 'eventName differing from its key'),
  deny('organiser', set('events/Open Latin', { ...openLatin, style: 'Ballet' }), 'an unknown style'),
  deny('organiser', set('events/Open Latin', { ...openLatin, eventLevel: 'Expert' }), 'an unknown level'),
  deny('organiser', set('events/Open Latin', { eventName: 'Open Latin', dances: { ChaCha: 0 } }), 'an event without style and level'),
  deny('organiser', set(`events/${GOLD}/prize`, 100), 'an unknown event field'),
  allow('organiser', set(`events/${GOLD}/dances/Foxtrot`, 2), 'adding a dance'),
  deny('organiser', set(`events/${GOLD}/dances/Foxtrot`, 'second'), 'a dance order that is not a number'),
  allow('organiser', remove(`events/${GOLD}`), 'deleting an event'),
  deny('scrutineer', set(`events/${GOLD}/eventLevel`, 'Silver'), 'the scrutineer editing an event'),
  deny('competitor', set(`events/${GOLD}/dances/Foxtrot`, 2), 'a competitor editing an event'),
  deny('visitor', remove(`events/${GOLD}`), 'signed out'),
  allow('organiser', set(`events/${GOLD}/entries/${CAROL_ENTRY}/leadNumber`, 104), 'assigning a back number'),
  deny('organiser', set(`events/${GOLD}/entries/${CAROL_ENTRY}/leadNumber`, 12.5), 'a back number that is not whole'),
  deny('scrutineer', set(`events/${GOLD}/entries/${ALICE_ENTRY}/leadNumber`, 7), 'the scrutineer assigning back numbers'),
  deny('deckCaptain', set(`events/${GOLD}/entries/${ALICE_ENTRY}/leadNumber`, 7), 'the deck captain assigning back numbers'),
  allow('organiser', set(`events/${GOLD}/entries/${CAROL_ENTRY}/affiliation`, 'Duke Ballroom Dance Club'), 'correcting an entry'),
  allow('organiser', set(`events/${GOLD}/entries/walk-in_couple`, {
    entryId: 'walk-in_couple', leadName: 'Walk In', followName: 'Couple', leadId: 'walk-in', followId: 'couple',
    affiliation: 'Other', registeredTime: PAST, leadNumber: 150,
  }), 'adding an entry at the desk after registration closed', { seed: { 'competitionMetadata/registrationStatus': 'closed' } }),
]);
