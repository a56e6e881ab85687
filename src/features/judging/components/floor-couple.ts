/** A couple as a judge sees it: the back number on the lead's back. */
export interface FloorCouple {
  entryId: string;
  number: number | string;
}
