// Who acts in the security matrix. Each actor is one signed-in account (or none) in the fixture tree;
// `token` adds claims to its ID token (the identity provider's e-mail and whether it verified it).

export const ACTORS = {
  visitor: { uid: null, label: 'visitor' },
  competitor: { uid: 'alice', label: 'competitor' },
  otherCompetitor: { uid: 'bob', label: 'other competitor' },
  judge: { uid: 'tablet-j1', label: 'judge j1' },
  otherJudge: { uid: 'tablet-j2', label: 'judge j2' },
  staleJudge: { uid: 'tablet-old', label: 'judge j1, old code' },
  unboundDevice: { uid: 'tablet-new', label: 'unbound device' },
  deckCaptain: { uid: 'deck', label: 'deck captain' },
  scrutineer: { uid: 'scrut', label: 'scrutineer' },
  chairman: { uid: 'chair', label: 'chairman' },
  mc: { uid: 'mc', label: 'MC' },
  organiser: { uid: 'org', label: 'organiser' },
  treasurer: { uid: 'treas', label: 'treasurer' },
  // Venue mode's mirror account (roles/mirror/mirror).
  mirror: { uid: 'mirror', label: 'venue mirror' },
  // Sam Jones dances in alice's couple; the couple's record names his address (fixture coupleEmails).
  dancer: { uid: 'sam', label: 'dancer, verified e-mail', token: { email: 'sam.jones@riverbend.example', email_verified: true } },
  unverifiedDancer: { uid: 'sam-2', label: 'dancer\'s e-mail, unverified', token: { email: 'sam.jones@riverbend.example', email_verified: false } },
} as const satisfies Record<string, { uid: string | null; label: string; token?: { email: string; email_verified: boolean } }>;

export type Actor = keyof typeof ACTORS;
