import { ScoringError } from '../scoring';
import type { RecallOption } from '../scoring';

/**
 * No mark threshold recalls exactly the requested number (a tie at the cut): Rule 1 leaves the
 * number to the Chairman of Judges, who picks one of `options` (pass its minMarks back in).
 */
export class RecallNeedsChairmanError extends ScoringError {
  readonly requested: number;
  readonly options: readonly RecallOption[];

  constructor(requested: number, options: readonly RecallOption[], coupleLabel: (entryId: string) => string = (id) => id) {
    const choices = options.map((option) => `${option.recalled.length} (${option.minMarks} or more marks: ${option.recalled.map(coupleLabel).join(', ')})`);
    super(`${requested} couples were asked for, but a tie at the cut allows only ${choices.join(' or ')}: the Chairman of Judges must choose.`);
    this.requested = requested;
    this.options = options;
  }
}
