/** The name of /live's first-paint slot: the screen renders it, the first-paint script fills it. */
export const LIVE_SLOT = 'live';
