// The events module's public surface: code outside src/domain/events imports it only from here.
export * from './event-order';
