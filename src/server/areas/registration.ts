// Several areas implement one proto service (manager.Events: lifecycle, settings, domain,
// organizers, statistics). Their parts are merged per service; a method implemented twice is
// a start-up error, and a method no area implements answers UNIMPLEMENTED (Connect's default).
import type { DescService } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import type { ServicePart } from './area';

export interface RegisteredService {
  service: DescService;
  impl: Partial<ServiceImpl<DescService>>;
  /** The local names of the implemented methods, each with the area that implements it. */
  implementedBy: ReadonlyMap<string, string>;
}

interface AreaServices<D> {
  name: string;
  services: readonly ServicePart<D>[];
}

export function mergeServices<D>(areas: readonly AreaServices<D>[], deps: D): RegisteredService[] {
  const merged = new Map<string, RegisteredService & { implementedBy: Map<string, string> }>();
  for (const area of areas) {
    for (const part of area.services) {
      const entry = merged.get(part.service.typeName) ?? {
        service: part.service,
        impl: {},
        implementedBy: new Map<string, string>(),
      };
      merged.set(part.service.typeName, entry);
      for (const [method, handler] of Object.entries(part.methods(deps))) {
        const other = entry.implementedBy.get(method);
        if (other !== undefined) {
          throw new Error(
            `${part.service.typeName}.${method} is implemented by both the ${other} and the ${area.name} area.`,
          );
        }
        if (!part.service.methods.some((m) => m.localName === method)) {
          throw new Error(`${part.service.typeName} has no method ${method} (area ${area.name}).`);
        }
        entry.implementedBy.set(method, area.name);
        Object.assign(entry.impl, { [method]: handler });
      }
    }
  }
  return [...merged.values()];
}
