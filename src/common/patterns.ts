// The shapes of ids and keys, apart from the Yup rules (rules.ts re-exports them): the attendee
// app checks ids with them and must not carry Yup to do so.
export const EVENT_KEY_PATTERN = /^[a-zA-Z0-9_-]{3,20}$/;
export const ID_PATTERN = /^[a-zA-Z0-9_-]{6,20}$/;
export const DOMAIN_PATTERN = /^[a-zA-Z0-9_.-]+$/;
/** Ids the attendee app makes up for itself (client, session): UUIDs or similar random ids. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** UUID of any version; creates are expected to send v7, older ids stay readable. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
