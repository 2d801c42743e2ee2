// manager.Files: Upload records a file and hands out a signed, single-use link on this server
// for its bytes (files/uploadRoute.ts does the rest); CropImage re-derives an image's outputs
// from its stored original. Both are queued mutations on an event of the caller. SignFiles signs
// the URLs of files of the event for its team's console (resourceSignatures.ts), for a week when
// they go into a downloaded file.
import { Code, ConnectError } from '@connectrpc/connect';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { Files } from '../../../../generated/manager/content_pb';
import { UploadResponseSchema } from '../../../../generated/manager/content_pb';
import type { UploadRequest } from '../../../../generated/manager/content_pb';
import type { UploadRole } from '../../../common/constants';
import { contentTypeRule, fileNameRule, uploadRoleRule, UUID_PATTERN } from '../../../common/rules';
import { IMAGE_TYPES, isImageRole } from '../../../common/uploadRoles';
import { files } from '../../db/schema';
import { fileChanged } from './fileRecords';
import { uploadMessage } from './messages';
import { OCTET_STREAM } from './sniff';
import { UPLOAD_PATH } from './uploadRoute';
import type { Deps } from '../../rpc/deps';
import { invalidArgument, validate } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import { cropImage, cropOf } from './cropImage';
import { eventRow } from '../../auth/eventAccess';
import { newId } from '../../rpc/ids';

/** The fields of an Upload, checked; INVALID_ARGUMENT naming the first bad one. */
function uploadFields(req: UploadRequest) {
  const role = validate(uploadRoleRule, req.role, 'role') as UploadRole;
  const origFilename = validate(fileNameRule, req.origFilename, 'origFilename');
  const header = Object.entries(req.headers).find(([k]) => k.toLowerCase() === 'content-type');
  const declared = validate(contentTypeRule, (header?.[1] ?? '').trim(), 'contentType');
  const contentType = (declared ?? '').toLowerCase() || OCTET_STREAM;
  if (isImageRole(role) && !(IMAGE_TYPES as readonly string[]).includes(contentType)) {
    throw invalidArgument('contentType', uploadMessage('uploadNotImage'));
  }
  const cropXy = req.cropXy ? (cropOf(req.cropXy, role), req.cropXy) : '';
  return { role, origFilename, contentType, cropXy };
}

const MAX_SIGNED_FILES = 200;

export function filesService(deps: Deps): ServiceImpl<typeof Files> {
  const ctx = deps.files;
  return {
    upload: (req, handlerCtx: HandlerContext) =>
      mutate(deps, handlerCtx, UploadResponseSchema, async (w) => {
        const fields = uploadFields(req);
        const event = await eventRow(w.tx, req.eventId);
        const fileId = newId(req.fileId, 'fileId');
        const { token, grant } = ctx.tokens.issue(fileId);
        const inserted = await w.tx
          .insert(files)
          .values({ id: fileId, eventId: event.id, ...fields, uploadNonce: grant.nonce })
          .onConflictDoNothing()
          .returning({ id: files.id });
        if (inserted.length === 0) {
          throw new ConnectError('fileId: a file with this id exists.', Code.AlreadyExists);
        }
        fileChanged(w, { id: fileId, eventId: event.id }, event.userId);
        return {
          fileId,
          uploadLink: `${ctx.publicUrl}${UPLOAD_PATH}/${token}`,
          uploadHeaders: [{ name: 'content-type', value: fields.contentType }],
        };
      }),
    cropImage: (req, handlerCtx) => cropImage(deps, ctx, handlerCtx, req),
    // The caller's right on the event is checked before (rpc/authorise.ts); ids of no file of
    // the event get a signature the resource route refuses, so nothing is looked up here.
    signFiles: (req) => {
      if (req.fileIds.length > MAX_SIGNED_FILES) {
        throw invalidArgument('fileIds', `at most ${MAX_SIGNED_FILES} at once.`);
      }
      const now = deps.now().getTime();
      const expiresAt = req.forDownload
        ? ctx.signatures.downloadExpiryAt(now)
        : ctx.signatures.expiryAt(now);
      const signatures: Record<string, string> = {};
      for (const id of req.fileIds) {
        if (UUID_PATTERN.test(id)) signatures[id] = ctx.signatures.sign(req.eventId, id, expiresAt);
      }
      return Promise.resolve({ signatures, expiresAt: BigInt(expiresAt) });
    },
  };
}
