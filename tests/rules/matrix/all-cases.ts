// The whole security matrix, in the order docs/SECURITY.md lists it.
import type { RulesCase } from './case.ts';
import { judgeSessionCases, registrantCases, roleCases } from './cases-access.ts';
import { judgeDeviceCases, markAuditCases } from './cases-judge-devices.ts';
import { eligibilityCases } from './cases-eligibility.ts';
import { checkInCases } from './cases-check-ins.ts';
import { coupleCases } from './cases-couples.ts';
import { dancerEmailCases } from './cases-dancer-emails.ts';
import { entryCases } from './cases-entries.ts';
import { eventCases } from './cases-events.ts';
import { markCases } from './cases-marks.ts';
import { moneyCases } from './cases-money.ts';
import { affiliationReviewCases } from './cases-affiliation-review.ts';
import { panelCases } from './cases-panels.ts';
import { paperMarkCases } from './cases-paper-marks.ts';
import { judgeReplacementCases } from './cases-judge-replacement.ts';
import { metadataCases, settingsCases, treeCases } from './cases-metadata.ts';
import { readCases } from './cases-reads.ts';
import { registrationPlanCases } from './cases-registration-plan.ts';
import { roundOperationCases } from './cases-round-operations.ts';
import { chairmanCases, deckCaptainCases, mcCases, scrutineerCases } from './cases-rounds.ts';
import { runningOrderCases } from './cases-running-order.ts';
import { summaryCases } from './cases-summaries.ts';
import { venueMirrorCases } from './cases-venue-mirror.ts';
import { publicKeyVersionCases, publicVersionCases } from './cases-public-version.ts';

export const ALL_CASES: readonly RulesCase[] = [
  ...readCases,
  ...metadataCases,
  ...settingsCases,
  ...eventCases,
  ...entryCases,
  ...registrationPlanCases,
  ...coupleCases,
  ...dancerEmailCases,
  ...deckCaptainCases,
  ...scrutineerCases,
  ...chairmanCases,
  ...mcCases,
  ...roundOperationCases,
  ...runningOrderCases,
  ...markCases,
  ...panelCases,
  ...judgeSessionCases,
  ...roleCases,
  ...registrantCases,
  ...moneyCases,
  ...affiliationReviewCases,
  ...eligibilityCases,
  ...summaryCases,
  ...treeCases,
  // Issue 35, last so the rows above keep their numbers.
  ...markAuditCases,
  ...judgeDeviceCases,
  ...paperMarkCases,
  ...judgeReplacementCases,
  // Issue 29.
  ...checkInCases,
  // Issue 34.
  ...venueMirrorCases,
  // Issue 33.
  ...publicVersionCases,
  ...publicKeyVersionCases,
];
