/** A JSON object (not null, not an array): what a first-paint module checks before it reads a REST answer's fields. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
