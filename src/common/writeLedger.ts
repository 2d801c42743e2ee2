// Names the write queue and the server's exactly-once ledger share. Kept apart from
// `clients.ts`, which pulls in Connect and every generated service: the queue is on the
// sign-in route, the clients load with the first call.

/** The trailer of a queued write the server applied now: the number of its last live change. */
export const CHANGE_SEQ_TRAILER = 'change-seq';
