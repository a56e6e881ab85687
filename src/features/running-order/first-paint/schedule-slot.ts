/** The name of /schedule's first-paint slot: the screen renders it, the first-paint script fills it. */
export const SCHEDULE_SLOT = 'schedule';
