// Published worked examples shared by several scoring tests (../shared/reference).

/** The rule 7 example: couples 71-76, judges A-G, one dance. 72/73 split by sums at "1-2"; 74/75 by the larger majority at "1-5". */
export const RULE7_EXAMPLE = {
  71: [3, 1, 6, 1, 1, 2, 1],
  72: [2, 2, 1, 5, 3, 1, 3],
  73: [1, 5, 4, 2, 2, 6, 2],
  74: [5, 4, 2, 4, 6, 5, 4],
  75: [4, 6, 3, 3, 5, 4, 6],
  76: [6, 3, 5, 6, 4, 3, 5],
};
