import { QueryObjectError } from '../protocol/query-object.ts';
import { ProtocolError } from '../protocol/messages.ts';
import { InvalidDataError } from '../tree/from-json.ts';
import { InvalidPathError } from '../tree/path.ts';
import { OnDisconnectLimitError } from './on-disconnect-queue.ts';

/** True for errors caused by what a client sent: answer that request, keep the server going. */
export function isClientError(error: unknown): error is Error {
  return (
    error instanceof InvalidDataError ||
    error instanceof InvalidPathError ||
    error instanceof QueryObjectError ||
    error instanceof ProtocolError ||
    error instanceof OnDisconnectLimitError
  );
}
