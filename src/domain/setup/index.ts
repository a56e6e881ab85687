// The setup module's public surface: code outside src/domain/setup imports it only from here.
export * from './display-settings';
export * from './events-plan';
export * from './metadata-draft';
