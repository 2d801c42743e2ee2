// The import's calls: the dry run is a plain call (it writes nothing), each batch of the
// import a queued write, so a dropped connection or a reload sends it again, exactly once.
import { connectCall } from '../../../client/transport';
import type { RequestOf, ResponseOf } from '../../../client/transport';
import { api } from '../../app/api';
import { queued } from '../writes';
import { importWrites } from './importWrites';

export type ImportAnswer = ResponseOf<'participants', 'importParticipants'>;

/** A row as the import sends it: its number in the file and its answers by form. */
export type ImportRowInit = NonNullable<
  RequestOf<'participants', 'importParticipants'>['rows']
>[number];

export interface ImportBatch {
  eventId: string;
  importId: string;
  rows: ImportRowInit[];
}

export const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkImportBatch: build.mutation<ImportAnswer, ImportBatch>({
      query: (batch) =>
        connectCall('participants', 'importParticipants', { ...batch, dryRun: true }),
    }),
    queueImportBatch: build.mutation<null, ImportBatch>({
      queryFn: (batch, { dispatch }) => queued(dispatch, importWrites.batch, batch),
    }),
  }),
});

export const { useCheckImportBatchMutation, useQueueImportBatchMutation } = importApi;
