// The zod-free checks of the records the public first view reads (field-checks.ts says why zod stays out).
// Each one mirrors a schema in src/domain/records; tests/project/field-checks-match-records.test.ts proves,
// value by value, that the check and the schema accept the same things and keep the same fields.
import { REGISTRATION_STATUSES, STAFF_ROLES } from '../domain/vocabulary';
import { flag, num, object, oneOf, optional, text } from './field-checks';

/** competitionMetadata/fullName, startDate, endDate. */
export const metadataTextCheck = text;
/** competitionMetadata's registration dates and price tiers. */
export const metadataNumberCheck = num;
/** competitionMetadata/resultsPageShown. */
export const metadataFlagCheck = flag;
/** competitionMetadata/registrationStatus. */
export const registrationStatusCheck = oneOf(REGISTRATION_STATUSES);
/** competitionMetadata/socials. */
export const socialsCheck = object({ website: optional(text), facebook: optional(text), instagram: optional(text) });

const granted = optional(oneOf([true]));
// `mirror` is venue mode's grant for the account that mirrors the day up to the hosted database.
const grantChecks = Object.fromEntries([...STAFF_ROLES, 'teamCaptain', 'mirror'].map((role) => [role, granted])) as Record<
  (typeof STAFF_ROLES)[number] | 'teamCaptain' | 'mirror',
  typeof granted
>;
/** roles/<uid>: the route guard reads it on every page. */
export const roleGrantsCheck = object({ ...grantChecks, email: optional(text) });
/** judgeSessions/<uid>: only the judge the device is bound to. */
export const judgeSessionKeyCheck = object({ judgeKey: text });
