// The scrutiny module's public surface: code outside src/domain/scrutiny imports it only from here.
export * from './anomalies';
export * from './post-round-results';
export * from './rounds-to-review';
export * from './paper-marks-error';
export * from './paper-round';
export * from './paper-sheet';
export * from './paper-marks-patches';
export * from './paper-status';
