// The judging module's public surface: code outside src/domain/judging imports it only from here.
export * from './dance-tick';
export * from './final-order';
export * from './final-placement';
export * from './judge-rounds';
export * from './mark-sheet';
export * from './panel-rounds-view';
export * from './recall-count';
export * from './device-health';
export * from './mark-audit';
