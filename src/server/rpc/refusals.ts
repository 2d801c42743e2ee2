// Every refusal carries what it means as data (issue 30, item 2): a Refusal detail with a
// locale key and its values, and the field it concerns, so the console says it in its user's
// language; the status message stays, in English, as the fallback. A refusal made with its
// key (validate(), a weak password, a location in use) has it already; one with a message of
// the contract (common/messages.ts) gets `error.{name}` here, on its way out.
import { create } from '@bufbuild/protobuf';
import { ConnectError } from '@connectrpc/connect';
import type { Interceptor } from '@connectrpc/connect';
import { RefusalSchema } from '../../../generated/manager/model_pb';
import { MESSAGES } from '../../common/messages';

export interface RefusalInit {
  /** 'rule.…' (rules texts) or 'error.…' (common texts). */
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

const NAMES = new Map<string, string>(Object.entries(MESSAGES).map(([name, text]) => [text, name]));
const WITH_FIELD = /^([A-Za-z][\w.]*): (.+)$/s;

/** The refusal detail of an error, if it has one. */
export const refusalOf = (error: ConnectError) => error.findDetails(RefusalSchema)[0];

/**
 * The error with its Refusal detail: `init` when given, else the contract's message it
 * carries ('field: message' or 'message'); an error with neither is left as it is.
 */
export function described(error: ConnectError, init?: RefusalInit): ConnectError {
  if (refusalOf(error)) return error;
  const match = WITH_FIELD.exec(error.rawMessage);
  const message = match?.[2] ?? error.rawMessage;
  const name = NAMES.get(message);
  const refusal = init ?? (name ? { key: `error.${name}` } : undefined);
  if (!refusal) return error;
  const values = Object.fromEntries(
    Object.entries(refusal.values ?? {}).map(([k, v]) => [k, String(v)]),
  );
  error.details.push({
    desc: RefusalSchema,
    value: create(RefusalSchema, { key: refusal.key, values, field: match?.[1] ?? '' }),
  });
  return error;
}

/** Describes every refusal a handler throws. */
export const describeRefusals = (): Interceptor => (next) => async (req) => {
  try {
    return await next(req);
  } catch (error) {
    throw error instanceof ConnectError ? described(error) : error;
  }
};
