// The database's limit on one key, on a file of its own: the dancers' keys (competitors/database-key.ts) need it
// on every day-of page, and importing it from tree-update.ts would bring the whole update applier along.

/** A key's length limit in UTF-8 bytes, as the database enforces it. */
export const MAX_KEY_BYTES = 768;
