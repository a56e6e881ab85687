/** The name of a competitor page's first-paint slot: the screen renders it, the first-paint script fills it. */
export const COMPETITOR_SLOT = 'competitor';
