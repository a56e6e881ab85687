// The scrutiny module's public surface: code outside src/domain/scrutiny imports it only from here.
export * from './anomalies';
export * from './post-round-results';
export * from './rounds-to-review';
