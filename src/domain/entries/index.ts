// The entries module's public surface: code outside src/domain/entries imports it only from here.
export * from './add-entry';
export * from './back-numbers';
export * from './check-in-patch';
export * from './couple-rows';
export * from './couple-search';
export * from './edit-couple';
export * from './entry-id';
export * from './entry-updates';
export * from './lead-back-numbers';
export * from './make-entry';
export * from './registration-counts';
