// The competitors module's public surface: code outside src/domain/competitors imports it only from here.
export * from './by-back-number';
export * from './competitor-exists';
export * from './competitor-id';
export * from './database-key';
export * from './names';
export * from './name-case';
