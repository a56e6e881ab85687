// A judge's tablet signs in with an account of its own (device-account.ts) whose e-mail is an internal key:
// screens show the judge's name instead, so the suffix lives here, shared by both.
export const JUDGE_TABLET_EMAIL_DOMAIN = 'judge-tablets.invalid';

/** True for the account a judge's tablet made for itself (never a person's e-mail). */
export function isJudgeTabletEmail(email: string | null | undefined): boolean {
  return typeof email === 'string' && email.endsWith(`@${JUDGE_TABLET_EMAIL_DOMAIN}`);
}
