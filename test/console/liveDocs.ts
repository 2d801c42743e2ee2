// Delivers documents to a test store the way the live feed does (a liveChanged batch on a path),
// so entity slices, echoes and selectors see exactly what they see in the product.
import { create } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../generated/live/live_pb';
import type { Document } from '../../generated/live/live_pb';
import type { AppStore } from '../../src/console/app/store';
import { liveChanged } from '../../src/client/live';

type DocInit = NonNullable<MessageInitShape<typeof DocumentSchema>['doc']>;

/** Adds or modifies documents on a path: each entry is [docId, doc]. */
export function deliver(store: AppStore, path: string, docs: [string, DocInit][]): void {
  store.dispatch(
    liveChanged({
      path,
      resumeToken: '',
      changes: docs.map(([docId, doc]) => ({
        kind: 'added',
        docId,
        document: create(DocumentSchema, { doc } as MessageInitShape<typeof DocumentSchema>),
      })),
    }),
  );
}

export type { Document };
