/**
 * The words of a refused input field, the one table of them (docs/decisions.md#error-vocabulary):
 * every domain checks with these, and the graph's own refusals (a variable or a literal of the
 * wrong kind, src/graphql/input-errors.ts) are translated into them, on both faces alike. A
 * message says what the value must be, never echoes it back.
 */
export const REQUIRED = 'Required.';
export const NOT_TEXT = 'Must be a string.';
export const NOT_WHOLE_NUMBER = 'Must be a whole number.';
export const NOT_INT32 = 'Must be a whole number from -2147483648 to 2147483647.';
export const NOT_NUMBER = 'Must be a number.';
export const NOT_BOOLEAN = 'Must be true or false.';
export const NOT_OBJECT = 'Must be an object.';
export const UNKNOWN_FIELD = 'Unknown field.';
/** An enum's values, as the caller must spell them. */
export const mustBeOneOf = (values: readonly string[]): string => `Must be one of: ${values.join(', ')}.`;

/** The custom scalars' words (src/kernel/scalars.ts; DateTimeISO is type-graphql's, Upload graphql-upload's). */
export const NOT_CENTS = 'Must be a whole number of cents >= 0.';
export const NOT_TIME_OF_DAY = 'Must be a time of day hh:mm:ss.';
export const NOT_DATE_TIME = 'Must be a date-time in ISO 8601 with Z or an offset, e.g. 2026-03-08T13:30:00Z.';
export const NOT_FILE = 'Must be a file (a multipart part).';
