// Refusals a second send of the same write meets again: the request itself is wrong, or the
// data it needs is not there, until the organiser changes something and writes anew. Others
// (a conflict, a limit, a server fault) may pass on a retry. The server records these in the
// write ledger, so a replayed write gets the same answer; the console offers no retry for them.
import { Code } from '@connectrpc/connect';

export const PERMANENT_REFUSALS: ReadonlySet<Code> = new Set([
  Code.InvalidArgument,
  Code.NotFound,
  Code.AlreadyExists,
  Code.PermissionDenied,
  Code.FailedPrecondition,
  Code.OutOfRange,
]);
