// The one authorisation step of every RPC (issue 24): each implemented method declares in
// METHOD_RIGHTS (src/common/teamRights.ts) the right it needs, and its handler is wrapped here,
// at registration, so that no handler checks ownership itself. A method without a declared
// right, or one needing an event right whose request names no event, is a start-up error.
// Batched writes (writeBatch.ts) call the wrapped handlers, so they pass the same check.
import type { DescService } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import { METHOD_RIGHTS } from '../../common/teamRights';
import { authorise } from '../auth/eventAccess';
import type { RegisteredService } from '../areas/registration';
import { caller } from './context';
import type { Deps } from './deps';
import { refuseQueued } from './mutation';

type Handler = (request: unknown, context: HandlerContext) => Promise<unknown>;

/** The key of a method in METHOD_RIGHTS: `{service}/{method}`, as on the wire. */
export const methodKey = (service: DescService, localName: string) => {
  const method = service.methods.find((m) => m.localName === localName);
  return `${service.typeName}/${method?.name ?? localName}`;
};

export function authorisedServices(
  services: readonly RegisteredService[],
  deps: Pick<Deps, 'database' | 'tokens'>,
): RegisteredService[] {
  return services.map((registered) => {
    const { service } = registered;
    const impl: RegisteredService['impl'] = {};
    const handlers = registered.impl as Record<string, Handler | undefined>;
    for (const [name, handler] of Object.entries(handlers)) {
      if (!handler) continue;
      const key = methodKey(service, name);
      const right = METHOD_RIGHTS[key];
      if (right === undefined) throw new Error(`${key} declares no right in METHOD_RIGHTS.`);
      if (right === 'open' || right === 'account') {
        Object.assign(impl, { [name]: handler });
        continue;
      }
      const input = service.methods.find((m) => m.localName === name)?.input;
      if (!input?.fields.some((f) => f.localName === 'eventId' && f.scalar !== undefined)) {
        throw new Error(`${key} needs the right '${right}' on an event but names no eventId.`);
      }
      const checked: Handler = async (request, ctx) => {
        const user = await caller(ctx, deps.tokens);
        const { eventId } = request as { eventId: string };
        try {
          await authorise(deps.database, user.uid, eventId, right);
        } catch (error) {
          await refuseQueued(deps.database, ctx, user.uid, error);
          throw error;
        }
        return handler(request, ctx);
      };
      Object.assign(impl, { [name]: checked });
    }
    return { ...registered, impl };
  });
}
