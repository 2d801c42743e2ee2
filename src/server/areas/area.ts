// What an area is to the server: the RPC methods it implements (per proto service), the
// collections it owns with their live targets, and any plain HTTP routes. The list of areas
// (areas/index.ts) is the one place they are composed.
import type { DescService } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import type { FastifyInstance } from 'fastify';
import type { CollectionDescriptor } from '../live/descriptors';
import type { Deps } from '../rpc/deps';

/** Some methods of one proto service, built from the server's dependencies. */
export interface ServicePart<D = Deps> {
  service: DescService;
  methods(deps: D): Partial<ServiceImpl<DescService>>;
}

/** The methods an area implements of a service; several areas may share one service. */
export function implement<S extends DescService, D = Deps>(
  service: S,
  methods: (deps: D) => Partial<ServiceImpl<S>>,
): ServicePart<D> {
  // The registry holds parts of different services in one list; each part is built and
  // registered with its own service descriptor, so the erased type is never misused.
  return { service, methods: methods as ServicePart<D>['methods'] };
}

export interface Area<C extends string = never> {
  /** What the area is, in a word; start-up errors name it. */
  name: string;
  services: readonly ServicePart[];
  /** The live collections the area owns, by the name written in change records. */
  collections: { readonly [K in C]: CollectionDescriptor };
  /** Plain HTTP routes (uploads, resources, the statistics beacon). */
  routes?(fastify: FastifyInstance, deps: Deps): Promise<void>;
}

/** The collection names of an area type. */
export type CollectionsOf<A> = A extends { collections: infer R } ? keyof R & string : never;
