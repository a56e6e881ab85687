// The officials module's public surface: code outside src/domain/officials imports it only from here.
export * from './officials-plan';
