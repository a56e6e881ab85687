// The constants module's public surface: code outside src/domain/constants imports it only from here.
export * from './affiliations';
export * from './dances';
export * from './levels';
export * from './placeholder';
export * from './random-code';
export * from './recall-sizes';
