// One entity slice per live collection (translations, preferences, files, orgs, sponsors…), made
// by one factory: the slice holds the documents its target paths deliver with each path's resume
// point beside them (src/client/live/targetCopies.ts), drops a path's documents and point
// together when the path is reset, refused or found to differ, and empties when the session ends.
import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { EntityState, PayloadAction, Reducer } from '@reduxjs/toolkit';
import type { Document } from '../../../../generated/live/live_pb';
import {
  copyDropped,
  liveChanged,
  registerTargetHolder,
  withResumePoints,
} from '../../../client/live';
import type { ResumePoints } from '../../../client/live';
import type { LiveTarget, TargetParams } from '../../../common/liveTargets';
import { sessionEnded } from '../session';

type LiveBatch = ReturnType<typeof liveChanged>['payload'];

export type DocCase = NonNullable<Document['doc']['case']>;
export type DocOf<C extends DocCase> = Extract<Document['doc'], { case: C }>['value'];

export interface LiveCollectionOptions<N extends string, C extends DocCase, P extends string> {
  name: N;
  /** The document kind the slice holds. */
  docCase: C;
  /** The live target it listens to (src/common/liveTargets); its parameters name the path. */
  target: LiveTarget<P>;
  /** The entity id of a document: unique across every path the slice holds. */
  idOf: (doc: DocOf<C>) => string;
  /** The entity id of a removed document, from its path's parameters and the change's doc id. */
  removedId?: (params: TargetParams<P>, docId: string) => string;
  /** Whether a reset of the path (with these parameters) drops the document. */
  heldBy: (params: TargetParams<P>, doc: DocOf<C>) => boolean;
  sortComparer?: (a: DocOf<C>, b: DocOf<C>) => number;
  /**
   * Whether a resumed path's copy is checked against the server's digest (default true); false
   * for a changes-only target, whose slice holds the changes and not the whole target.
   */
  checked?: boolean;
}

export function createLiveCollectionSlice<N extends string, C extends DocCase, P extends string>(
  options: LiveCollectionOptions<N, C, P>,
) {
  type Doc = DocOf<C>;
  const adapter = createEntityAdapter<Doc, string>({
    selectId: options.idOf,
    ...(options.sortComparer ? { sortComparer: options.sortComparer } : {}),
  });
  const groupsOf = (path: string) => options.target.parse(path);
  const removedId = options.removedId ?? ((_groups, docId) => docId);
  const initialState: EntityState<Doc, string> & ResumePoints = adapter.getInitialState({
    resume: {},
  });
  const held = (state: EntityState<Doc, string>, path: string): Doc[] => {
    const groups = groupsOf(path);
    if (!groups) return [];
    return Object.values(state.entities).filter(
      (doc): doc is Doc => doc !== undefined && options.heldBy(groups, doc as Doc),
    );
  };
  const holds = (path: string) => groupsOf(path) !== null;
  /**
   * The batch's last word on each document, applied in two calls: one adapter call per change
   * copied the whole collection out of the draft each time (immer's `current`), quadratic in a
   * 1,000-document first sync (bench/README.md, issue 10). Null: the slice does not hold the path.
   */
  const lastWords = (payload: LiveBatch) => {
    const groups = groupsOf(payload.path);
    if (!groups) return null;
    const kept = new Map<string, Doc>();
    const removed = new Set<string>();
    for (const change of payload.changes) {
      const doc = change.document?.doc;
      if (change.kind === 'removed') {
        const id = removedId(groups, change.docId);
        kept.delete(id);
        removed.add(id);
      } else if (doc?.case === options.docCase) {
        const value = doc.value as Doc;
        removed.delete(options.idOf(value));
        kept.set(options.idOf(value), value);
      }
    }
    return { kept, removed };
  };
  type State = EntityState<Doc, string> & ResumePoints;
  /**
   * A batch on an unsorted slice, on plain copies, as removeMany then setMany do it: through
   * immer's draft each document cost a proxy trap, and each new one a deep walk to freeze it,
   * most of the reducers' time for a live batch of hundreds of meetings (issue 31).
   */
  const applyPlain = (state: State, payload: LiveBatch): State => {
    const batch = lastWords(payload);
    if (!batch || (batch.kept.size === 0 && batch.removed.size === 0)) return state;
    const entities = { ...state.entities };
    let ids = state.ids;
    let removedAny = false;
    for (const id of batch.removed) {
      if (!(id in entities)) continue;
      Reflect.deleteProperty(entities, id);
      removedAny = true;
    }
    if (removedAny) ids = ids.filter((id) => id in entities);
    const added: string[] = [];
    for (const [id, doc] of batch.kept) {
      if (!(id in entities)) added.push(id);
      entities[id] = doc;
    }
    if (added.length > 0) ids = [...ids, ...added];
    return { ...state, ids, entities };
  };
  registerTargetHolder({
    key: options.name,
    holds,
    ...(options.checked === false
      ? {}
      : {
          documents: (state: EntityState<Doc, string>, path: string) =>
            held(state, path).map((value) => ({ case: options.docCase, value }) as Document['doc']),
        }),
  });

  const slice = createSlice({
    name: options.name,
    initialState,
    reducers: {
      /** Documents shipped with the console: added where the feed has not delivered one. */
      seeded(state, { payload }: PayloadAction<Doc[]>) {
        adapter.addMany(state, payload);
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(liveChanged, (state, { payload }) => {
          const batch = lastWords(payload);
          if (!batch) return;
          if (batch.removed.size > 0) adapter.removeMany(state, [...batch.removed]);
          const docs = [...batch.kept.values()];
          if (docs.length > 0) adapter.setMany(state, docs);
        })
        .addMatcher(sessionEnded, () => initialState)
        .addMatcher(copyDropped, (state, { payload }) => {
          adapter.removeMany(
            state,
            held(state as EntityState<Doc, string>, payload.path).map(options.idOf),
          );
        });
    },
  });
  const sliceReducer: Reducer<State> = options.sortComparer
    ? slice.reducer
    : (state, action) =>
        liveChanged.match(action)
          ? applyPlain(state ?? initialState, action.payload)
          : slice.reducer(state, action);
  const reducer = withResumePoints(holds, sliceReducer);
  return { slice, adapter, reducer };
}
