// A queued write declared once (ARCHITECTURE §3): the call it sends, the documents it touches
// and its optimistic effect, tied by the type of its request. The queue stores the definition's
// name and the request; an entity finds its definitions by that name in its own registry, so
// nothing between a write, its call and its effect compares method names.
import type { ConnectCall, MethodName, RequestOf, ServiceName } from '../../../client/transport';
import type { QueuedWrite } from '../../../client/queue';

/** What an optimistic effect may know of the queued write besides its request. */
export interface WriteContext {
  uid: string;
  /** Epoch ms. */
  createdAt: number;
  /** The event language the call was sent in ('' when none: the server uses the event's). */
  language: string;
}

export interface QueuedWriteDefinition<S extends ServiceName, M extends MethodName<S>, View> {
  /** Unique across the console, e.g. 'events.create'; stored with every queued write. */
  readonly name: string;
  readonly service: S;
  readonly method: M;
  /** The live documents whose echo ends its optimistic life. */
  readonly docIds: (request: RequestOf<S, M>, context: { uid: string }) => string[];
  /** Its optimistic effect on the entity's working view (a copy the reconcile owns). */
  readonly apply: (view: View, request: RequestOf<S, M>, context: WriteContext) => void;
}

/** A definition of any call, as a registry holds it (requests are contravariant: never). */
export interface AnyQueuedWrite<View> {
  readonly name: string;
  readonly service: ServiceName;
  readonly method: string;
  readonly docIds: (request: never, context: { uid: string }) => string[];
  readonly apply: (view: View, request: never, context: WriteContext) => void;
}

export function defineQueuedWrite<S extends ServiceName, M extends MethodName<S>, View>(
  definition: QueuedWriteDefinition<S, M, View>,
): QueuedWriteDefinition<S, M, View> {
  return definition;
}

/** The call a definition sends for this request. */
export const callOf = <S extends ServiceName, M extends MethodName<S>>(
  definition: QueuedWriteDefinition<S, M, never>,
  request: RequestOf<S, M>,
): ConnectCall => ({ service: definition.service, method: definition.method, request });

export const contextOf = (write: QueuedWrite): WriteContext => ({
  uid: write.uid,
  createdAt: write.createdAt,
  language: write.call.meta?.language ?? '',
});

/** The request of a queued write made from this definition, else null. */
export function requestOf<S extends ServiceName, M extends MethodName<S>>(
  write: QueuedWrite,
  definition: QueuedWriteDefinition<S, M, never>,
): RequestOf<S, M> | null {
  // enqueue stores a definition's name with the request it was given: the name vouches for it.
  return write.write === definition.name ? (write.args as RequestOf<S, M>) : null;
}

/**
 * An entity's writes by name: `apply(view, write)` applies a queued write that is one of them
 * and says whether it was.
 */
export function writeRegistry<View>(definitions: readonly AnyQueuedWrite<View>[]) {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  if (byName.size !== definitions.length) throw new Error('Two queued writes share a name.');
  return {
    definitions,
    apply(view: View, write: QueuedWrite): boolean {
      const definition = write.write === undefined ? undefined : byName.get(write.write);
      if (!definition) return false;
      // Stored by enqueue with this name: the request is the definition's own.
      definition.apply(view, write.args as never, contextOf(write));
      return true;
    },
  };
}
