// The panel as the skating sheet lists it: the letter on the marks and the judge's name.

export interface SheetJudge {
  label: string;
  name: string;
}

/** The saved letters, named from the officials list where it still has them. */
export function sheetPanel(judges: readonly { key: string; label: string }[], nameOf: (key: string) => string | undefined): SheetJudge[] {
  return judges.map((judge) => ({ label: judge.label, name: nameOf(judge.key) ?? '(not on the officials list)' }));
}
