// The live targets: a path is read with parseLiveTarget (src/common/liveTargets.ts) and served
// by the collection that declares that target (live/descriptors.ts). Built from the areas.
import { Code, ConnectError } from '@connectrpc/connect';
import { parseLiveTarget } from '../../common/liveTargets';
import type { LiveTargetName, ParsedTarget } from '../../common/liveTargets';
import { TARGET_RIGHTS } from '../../common/teamRights';
import type { TargetRight } from '../../common/teamRights';
import { authorise } from '../auth/eventAccess';
import type { Database } from '../db/database';
import { AREAS } from '../areas';
import type { CollectionDescriptor, Loader, ResolvedTarget, ServedTarget } from './descriptors';

export type { ResolvedTarget, Selector } from './descriptors';

interface Serving {
  area: string;
  load: Loader;
  // Each entry is stored under its own target name, so its params always match it.
  served: ServedTarget<LiveTargetName>;
}

function targetRegistry(): ReadonlyMap<LiveTargetName, Serving> {
  const registry = new Map<LiveTargetName, Serving>();
  for (const area of AREAS) {
    for (const descriptor of Object.values<CollectionDescriptor>(area.collections)) {
      for (const [name, served] of Object.entries(descriptor.targets)) {
        const target = name as LiveTargetName;
        const other = registry.get(target);
        if (other) {
          throw new Error(
            `The live target ${name} is served by both ${other.area} and ${area.name}.`,
          );
        }
        registry.set(target, {
          area: area.name,
          load: descriptor.load,
          served: served as ServedTarget<LiveTargetName>,
        });
      }
    }
  }
  return registry;
}

/** The area and loader of every live target the server serves. */
export const SERVED_TARGETS = targetRegistry();

const noTarget = (path: string) =>
  new ConnectError(`path: no live target '${path.slice(0, 200)}'.`, Code.InvalidArgument);

/**
 * The target at a path for a caller, or a ConnectError (INVALID_ARGUMENT, NOT_FOUND,
 * PERMISSION_DENIED). This is where every target is authorised: a target under an event needs
 * the right TARGET_RIGHTS gives it (src/common/teamRights.ts) in the caller's role there.
 */
export async function resolveTarget(
  database: Database,
  uid: string,
  path: string,
): Promise<ResolvedTarget> {
  const parsed: ParsedTarget | null = parseLiveTarget(path);
  const serving = parsed && SERVED_TARGETS.get(parsed.name);
  if (!parsed || !serving) throw noTarget(path);
  const right: TargetRight = TARGET_RIGHTS[parsed.name];
  if (right !== 'self' && right !== 'organisers') {
    const { eventId } = parsed.params as { eventId: string };
    await authorise(database, uid, eventId, right);
  }
  return serving.served.resolve({ q: database.db, uid, params: parsed.params, load: serving.load });
}
