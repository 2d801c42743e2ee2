// The files of an event: the list of files not removed, and one file removed or not (the
// console follows an upload's status there).
import { create } from '@bufbuild/protobuf';
import { and, eq } from 'drizzle-orm';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { uuidRule } from '../../../common/rules';
import { files } from '../../db/schema';
import type { CollectionDescriptor, Loader } from '../../live/descriptors';
import { resolveEventTarget } from '../../live/eventTarget';
import { byDocIds } from '../../live/refConditions';
import { validate } from '../../rpc/errors';

const loadFiles: Loader = async (q, where) =>
  (await q.select().from(files).where(where).orderBy(files.createdAt)).map((f) => ({
    collection: 'files',
    eventId: f.eventId,
    scope: '',
    docId: f.id,
    document: create(DocumentSchema, {
      doc: {
        case: 'file',
        value: {
          fileId: f.id,
          eventId: f.eventId,
          origFilename: f.origFilename,
          role: f.role,
          status: f.status,
          errMsg: f.errMsg,
          removed: f.removed,
          // Fractional seconds: the console's ?v= changes with every crop, even within a second.
          timestamp: f.updatedAt.getTime() / 1000,
          listDerivedFiles: f.derived,
          contentType: f.contentType,
          size: f.size,
        },
      },
    }),
  }));

export const filesCollection: CollectionDescriptor = {
  load: loadFiles,
  whereRefs: (refs) => byDocIds(files.id, refs),
  targets: {
    // spec/console.md §7: files where removed == false.
    files: {
      resolve: (request) =>
        resolveEventTarget(request, {
          collection: 'files',
          where: and(eq(files.eventId, request.params.eventId), eq(files.removed, false)),
          includes: (d) => d.doc.case === 'file' && !d.doc.value.removed,
        }),
    },
    file: {
      resolve: (request) => {
        const fileId = validate(uuidRule('fileId'), request.params.fileId, 'fileId');
        return resolveEventTarget(request, {
          collection: 'files',
          where: and(eq(files.eventId, request.params.eventId), eq(files.id, fileId)),
          includes: (d) => d.doc.case === 'file' && d.doc.value.fileId === fileId,
        });
      },
    },
  },
};
