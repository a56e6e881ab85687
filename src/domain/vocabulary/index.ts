// The fixed word lists of the stored records (styles, levels, round states, roles, payment methods), zod-free so
// domain logic can use them without loading the schemas.
export * from './vocabulary';
