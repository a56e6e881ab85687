// Wire constants of the Realtime Database protocol v5 (see shared/reference/rtdb-wire-protocol.md).

export const PROTOCOL_VERSION = '5';

/** The client splits messages longer than this into numbered frames; we split outbound ones the same way. */
export const FRAME_SPLIT_CHARS = 16384;

/** Statuses the SDK understands in a reply's `s` field. */
export const Status = {
  ok: 'ok',
  permissionDenied: 'permission_denied',
  dataStale: 'datastale',
  invalidToken: 'invalid_token',
  tooBig: 'too_big',
  unavailable: 'unavailable',
  invalidData: 'invalid_data',
  invalidRequest: 'invalid_request',
  writeFailed: 'write_failed',
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** Production answers denials with this text; the SDK shows it as `PERMISSION_DENIED: Permission denied`. */
export const PERMISSION_DENIED_TEXT = 'Permission denied';

/** Client → server data actions. */
export const Action = {
  auth: 'auth',
  gauth: 'gauth',
  unauth: 'unauth',
  appCheck: 'appcheck',
  unAppCheck: 'unappeck',
  listen: 'q',
  unlisten: 'n',
  get: 'g',
  put: 'p',
  merge: 'm',
  onDisconnectPut: 'o',
  onDisconnectMerge: 'om',
  onDisconnectCancel: 'oc',
  stats: 's',
} as const;

/** Server → client push actions. */
export const Push = {
  data: 'd',
  merge: 'm',
  listenRevoked: 'c',
  authRevoked: 'ac',
  securityDebug: 'sd',
} as const;

/** Deepest path or value nesting the server accepts (Firebase's own limit). */
export const MAX_DEPTH = 32;
