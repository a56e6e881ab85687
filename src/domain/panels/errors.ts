// Why a panel edit or a posting was refused, in words an organiser or scrutineer can act on.

export type PanelErrorCode = 'not-a-judge' | 'empty-panel' | 'panel-has-marks' | 'panel-too-small' | 'no-such-event' | 'no-remaining-round' | 'already-on-panel';

export class PanelError extends Error {
  constructor(readonly code: PanelErrorCode, message: string) {
    super(message);
    this.name = 'PanelError';
  }
}
