// A refused paper-marks step, with the reason a scrutineer can act on.
export class PaperMarksError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaperMarksError';
  }
}
