// Trailers the server adds to calls beyond the spec's (request-id, server-ts, request-duration).
// A module of its own: the console's main chunk reads it without the service clients.

/** The trailer of a queued write the server applied now: the number of its last live change. */
export const CHANGE_SEQ_TRAILER = 'change-seq';
