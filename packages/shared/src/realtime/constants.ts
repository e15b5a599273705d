/** The realtime contract's numbers (the schemas are in protocol.ts). */
export const REALTIME_PATH = '/api/ws';
/** A member typing sends at most one typing event this often... */
export const TYPING_SEND_INTERVAL_MS = 3_000;
/** ...and the other side hides the indicator this long after the last one (or on the message). */
export const TYPING_TIMEOUT_MS = 6_000;
/** Stored events are kept at least this long for clients that come back. */
export const EVENT_RETENTION_DAYS = 7;
/** Close code when the server stops: reconnect (elsewhere) at once. */
export const CLOSE_GOING_AWAY = 1001;
/** Close code of a socket whose session ended (logout, expiry, deletion): do not reconnect. */
export const CLOSE_SESSION_ENDED = 4001;
/** Close code of a client too slow to keep up: reconnect with `since`. */
export const CLOSE_TOO_SLOW = 4002;
