/**
 * Control characters (C0 and DEL). PostgreSQL cannot store NUL in text at all, and none of them
 * belongs in an email, an id or a name: input carrying them is refused with a 400 naming the field
 * before it reaches the database (where it would be a 500).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Control characters other than tab, line feed and carriage return (free text such as a claim value). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
