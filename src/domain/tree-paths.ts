// The one place that knows the database tree layout (docs/DATA-MODEL.md).
// Pure string builders, so both the domain (multi-path updates) and the data layer (refs) use them.

import type { Entry, FloorHeatSlot, Round, RoundEntry, BreakSlot } from './model';

const seg = (s: string | number): string => String(s);

export const paths = {
  competitionMetadata: () => 'competitionMetadata',
  metadataField: (field: string) => `competitionMetadata/${seg(field)}`,
  officials: () => 'competitionMetadata/officials',
  official: (key: string) => `competitionMetadata/officials/${seg(key)}`,
  organizers: () => 'competitionMetadata/organizers',
  organizer: (key: string) => `competitionMetadata/organizers/${seg(key)}`,

  events: () => 'events',
  event: (eventName: string) => `events/${seg(eventName)}`,
  eventEntries: (eventName: string) => `events/${seg(eventName)}/entries`,
  eventEntry: (eventName: string, entryId: string) => `events/${seg(eventName)}/entries/${seg(entryId)}`,
  eventEntryField: (eventName: string, entryId: string, field: keyof Entry) =>
    `events/${seg(eventName)}/entries/${seg(entryId)}/${field}`,
  rounds: (eventName: string) => `events/${seg(eventName)}/rounds`,
  round: (eventName: string, roundNumber: number) => `events/${seg(eventName)}/rounds/${seg(roundNumber)}`,
  roundField: (eventName: string, roundNumber: number, field: keyof Round) =>
    `events/${seg(eventName)}/rounds/${seg(roundNumber)}/${field}`,
  roundEntries: (eventName: string, roundNumber: number) =>
    `events/${seg(eventName)}/rounds/${seg(roundNumber)}/entries`,
  roundEntry: (eventName: string, roundNumber: number, entryId: string) =>
    `events/${seg(eventName)}/rounds/${seg(roundNumber)}/entries/${seg(entryId)}`,
  roundEntryField: (eventName: string, roundNumber: number, entryId: string, field: keyof RoundEntry) =>
    `events/${seg(eventName)}/rounds/${seg(roundNumber)}/entries/${seg(entryId)}/${field}`,

  marks: () => 'marks',
  eventMarks: (eventName: string) => `marks/${seg(eventName)}`,
  roundMarks: (eventName: string, roundNumber: number) => `marks/${seg(eventName)}/${seg(roundNumber)}`,
  judgeMarks: (eventName: string, roundNumber: number, judgeKey: string) =>
    `marks/${seg(eventName)}/${seg(roundNumber)}/${seg(judgeKey)}`,
  judgeSubmittedAt: (eventName: string, roundNumber: number, judgeKey: string) =>
    `marks/${seg(eventName)}/${seg(roundNumber)}/${seg(judgeKey)}/submittedAt`,
  judgeDanceMark: (eventName: string, roundNumber: number, judgeKey: string, dance: string, entryId: string) =>
    `marks/${seg(eventName)}/${seg(roundNumber)}/${seg(judgeKey)}/dances/${seg(dance)}/${seg(entryId)}`,

  resultsSaved: () => 'resultsSaved',
  eventResults: (eventName: string) => `resultsSaved/${seg(eventName)}`,
  roundResults: (eventName: string, roundNumber: number) => `resultsSaved/${seg(eventName)}/${seg(roundNumber)}`,
  finalResults: (eventName: string) => `resultsSaved/${seg(eventName)}/finalResults`,

  eventSettings: () => 'settings/events',
  liveScrollRefreshIndex: () => 'settings/events/liveScrollRefreshIndex',

  schedule: () => 'schedule',
  scheduleSettings: () => 'schedule/settings',
  scheduleSlots: () => 'schedule/slots',
  scheduleSlot: (slotKey: string) => `schedule/slots/${seg(slotKey)}`,
  scheduleSlotField: (slotKey: string, field: keyof FloorHeatSlot | keyof BreakSlot) => `schedule/slots/${seg(slotKey)}/${field}`,
  dancerCheckIns: () => 'checkIns',
  dancerCheckIn: (competitorId: string) => `checkIns/${seg(competitorId)}`,
  scheduleHeatRound: (slotKey: string, roundKey: string) => `schedule/slots/${seg(slotKey)}/rounds/${seg(roundKey)}`,

  panels: () => 'panels',
  eventPanel: (eventName: string) => `panels/events/${seg(eventName)}`,
  floorPanel: (floor: string) => `panels/floors/${seg(floor)}`,
  roundPanels: (eventName: string) => `panels/rounds/${seg(eventName)}`,
  roundPanel: (eventName: string, roundNumber: number) => `panels/rounds/${seg(eventName)}/${seg(roundNumber)}`,
  judgeLetters: () => 'panels/letters',
  judgeLetter: (judgeKey: string) => `panels/letters/${seg(judgeKey)}`,

  roles: () => 'roles',
  role: (uid: string) => `roles/${seg(uid)}`,
  judgeCodes: () => 'judgeCodes',
  judgeCode: (judgeKey: string) => `judgeCodes/${seg(judgeKey)}`,
  judgeSession: (uid: string) => `judgeSessions/${seg(uid)}`,
  // Judges' devices (issue 35): each tablet's health, and every change to a mark, append-only.
  judgeDevices: () => 'judgeDevices',
  judgeDevice: (judgeKey: string) => `judgeDevices/${seg(judgeKey)}`,
  judgeDeviceField: (judgeKey: string, field: string) => `judgeDevices/${seg(judgeKey)}/${seg(field)}`,
  roundMarkAudit: (eventName: string, roundNumber: number) => `markAudit/${seg(eventName)}/${seg(roundNumber)}`,
  // A judge's paper sheet, typed twice and settled (issue 35).
  roundPaperMarks: (eventName: string, roundNumber: number) => `paperMarks/${seg(eventName)}/${seg(roundNumber)}`,
  paperJudge: (eventName: string, roundNumber: number, judgeKey: string) => `paperMarks/${seg(eventName)}/${seg(roundNumber)}/${seg(judgeKey)}`,
  paperSwitchedAt: (eventName: string, roundNumber: number, judgeKey: string) => `paperMarks/${seg(eventName)}/${seg(roundNumber)}/${seg(judgeKey)}/switchedAt`,
  registrants: () => 'registrants',
  registrant: (uid: string) => `registrants/${seg(uid)}`,

  // Money (issue 18): organiser and treasurer write; see docs/DATA-MODEL.md.
  feeSchedule: () => 'fees/schedule',
  priceHistory: () => 'fees/priceHistory',
  earlierPrices: (key: string) => `fees/priceHistory/earlier/${seg(key)}`,
  repricedAt: (billingKey: string) => `fees/priceHistory/repricedAt/${seg(billingKey)}`,
  dancerDiscount: (dancerId: string) => `fees/schedule/dancerDiscounts/${seg(dancerId)}`,
  payments: () => 'payments',
  payment: (paymentId: string) => `payments/${seg(paymentId)}`,
  accountPayments: (uid: string) => `accountPayments/${seg(uid)}`,
  accountPayment: (uid: string, paymentId: string) => `accountPayments/${seg(uid)}/${seg(paymentId)}`,
  withdrawals: () => 'withdrawals',
  // Teams the organiser accepted from registrants' "Other" (issue 19.5).
  acceptedTeams: () => 'acceptedTeams',
  acceptedTeam: (teamKey: string) => `acceptedTeams/${seg(teamKey)}`,
  withdrawal: (eventName: string, entryId: string) => `withdrawals/${seg(eventName)}/${seg(entryId)}`,

  // People and eligibility (issue 19).
  people: () => 'people',
  person: (personId: string) => `people/${seg(personId)}`,
  couples: () => 'couples',
  couple: (coupleId: string) => `couples/${seg(coupleId)}`,
  coupleField: (coupleId: string, field: string) => `couples/${seg(coupleId)}/${seg(field)}`,
  coupleMergedFrom: (coupleId: string, mergedId: string) => `couples/${seg(coupleId)}/mergedFrom/${seg(mergedId)}`,
  personField: (personId: string, field: string) => `people/${seg(personId)}/${seg(field)}`,
  /** The numbered couple slots an account has claimed (slot → coupleId): how the rules cap an account. */
  accountCouples: (uid: string) => `accountCouples/${seg(uid)}`,
  accountCouple: (uid: string, slot: number) => `accountCouples/${seg(uid)}/${seg(slot)}`,
  /** The dancers' e-mails of a couple (private): a verified account with one of them manages the couple. */
  coupleEmails: (coupleId: string) => `coupleEmails/${seg(coupleId)}`,
  /** The couples whose dancers' e-mails include this one (key: emailKeyFor), so that dancer can find them. */
  emailCouples: (emailKey: string) => `emailCouples/${seg(emailKey)}`,
  emailCouple: (emailKey: string, coupleId: string) => `emailCouples/${seg(emailKey)}/${seg(coupleId)}`,
  /** The organiser's cap on couples per account (default 4). */
  couplesPerAccount: () => 'settings/registration/couplesPerAccount',
  teamCaptain: (uid: string) => `roles/${seg(uid)}/teamCaptain`,
  /** The address kept beside a staff or team captain grant, so lists can name the account. */
  roleEmail: (uid: string) => `roles/${seg(uid)}/email`,
  eligibilityRules: () => 'eligibility/rules',
  eligibilityRule: (ruleId: string) => `eligibility/rules/${seg(ruleId)}`,
  eligibilityOverride: (personId: string) => `eligibility/overrides/${seg(personId)}`,
  eligibilityOverrides: () => 'eligibility/overrides',
  eligibilityHistory: (personId: string) => `eligibility/history/${seg(personId)}`,
  eligibilityHistoryLevel: (personId: string, style: string) => `eligibility/history/${seg(personId)}/${seg(style)}`,
  eligibility: () => 'eligibility',
  // Public summaries of events/ (src/domain/summaries), what spectators' pages read.
  eventIndex: () => 'eventIndex',
  eventEntryList: (eventName: string) => `eventEntries/${seg(eventName)}`,
  eventEntryLists: () => 'eventEntries',
  competitorEntries: (personId: string) => `competitorEntries/${seg(personId)}`,
  competitorList: () => 'competitorList',
  // One counter per public branch, bumped with every change to it (src/domain/public-version.ts).
  publicVersion: () => 'publicVersion',
  publicBranchVersion: (branch: string) => `publicVersion/${seg(branch)}`,
  // Finer counters for a large public branch: one per child, one for writes of the branch whole, and one bumped with
  // every change to the branch (beside publicVersion/<branch>), so a reader knows which change its counters show.
  publicKeyVersions: (branch: string) => `publicVersionKeys/${seg(branch)}`,
  publicKeyedBranchVersion: (branch: string) => `publicVersionKeys/${seg(branch)}/branch`,
  publicKeyVersion: (branch: string, key: string) => `publicVersionKeys/${seg(branch)}/keys/${seg(key)}`,
  publicWholeVersion: (branch: string) => `publicVersionKeys/${seg(branch)}/whole`,
} as const;

export type TreePaths = typeof paths;
