// What the registration handlers share: the clock and database, the code and token
// credentials, and the limits (token buckets every node shares through PostgreSQL, as the other
// public routes use; per address for every call, per phone for every code sent).
import { ConnectError } from '@connectrpc/connect';
import type { FastifyReply } from 'fastify';
import { ValidationError } from 'yup';
import type { RegistrationRefusal } from '../../../../common/publicRegistration';
import type { Deps } from '../../../rpc/deps';
import { TokenBuckets } from '../../statistics';
import { RegistrationCredentials } from './credentials';

const HOUR = 3600;
/**
 * Codes live 10 minutes and take 5 guesses; a phone gets 3 codes an hour (an SMS costs money and
 * a stranger's number must not be flooded); an address starts 100 registrations an hour (a
 * venue's Wi-Fi puts hundreds of attendees behind one address).
 */
export const REGISTRATION_LIMITS = {
  codeSeconds: 10 * 60,
  attemptsPerCode: 5,
  perPhone: { capacity: 3, refillPerSecond: 3 / HOUR },
  startsPerAddress: { capacity: 100, refillPerSecond: 100 / HOUR },
  checksPerAddress: { capacity: 300, refillPerSecond: 5 },
};

export interface RegistrationContext {
  deps: Deps;
  credentials: RegistrationCredentials;
  byPhone: TokenBuckets;
  startsByAddress: TokenBuckets;
  checksByAddress: TokenBuckets;
}

export function registrationContext(deps: Deps): RegistrationContext {
  const L = REGISTRATION_LIMITS;
  return {
    deps,
    credentials: new RegistrationCredentials(deps.config.secret),
    byPhone: new TokenBuckets('registration-phone', L.perPhone, deps.database, deps.now),
    startsByAddress: new TokenBuckets(
      'registration-starts',
      L.startsPerAddress,
      deps.database,
      deps.now,
    ),
    checksByAddress: new TokenBuckets(
      'registration-checks',
      L.checksPerAddress,
      deps.database,
      deps.now,
    ),
  };
}

/** Every answer is personal: never stored by a cache. */
export const answer = (reply: FastifyReply, code: number, body?: unknown) =>
  reply.code(code).header('cache-control', 'no-store').send(body);

export const refuse = (
  reply: FastifyReply,
  code: number,
  reason: RegistrationRefusal['reason'] | null,
  error: string,
  more: Partial<RegistrationRefusal> = {},
) => answer(reply, code, reason ? { reason, error, ...more } : { error });

/** A refusal of the forms' rules (yup or a checked answer) as a 400 naming the field. */
export function invalid(reply: FastifyReply, error: unknown) {
  if (error instanceof ValidationError) return refuse(reply, 400, 'invalid', error.message);
  if (error instanceof ConnectError) {
    const fieldId = /^(?:answers|survey|registrationFormData)\.([0-9a-f-]{36})/.exec(
      error.rawMessage,
    )?.[1];
    return refuse(reply, 400, 'invalid', error.rawMessage, fieldId ? { fieldId } : {});
  }
  throw error;
}
