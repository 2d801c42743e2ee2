// files.CropImage: new outputs from the stored original, then one row update that switches
// the file to them. The rendering (up to a second) happens outside any transaction; only the
// switch goes through the mutation ledger. A refusal goes through the ledger too, so the
// client's queue moves on; a repeated mutation renders for nothing and its outputs are dropped.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Code, ConnectError } from '@connectrpc/connect';
import type { HandlerContext } from '@connectrpc/connect';
import { and, eq, sql } from 'drizzle-orm';
import type { CropImageRequest } from '../../../../generated/manager/content_pb';
import { EmptySchema } from '../../../../generated/manager/events_pb';
import type { Empty } from '../../../../generated/manager/events_pb';
import type { UploadRole } from '../../../common/constants';
import { cropXyRule, uuidRule } from '../../../common/rules';
import { isImageRole, parseCropXy } from '../../../common/uploadRoles';
import { files } from '../../db/schema';
import type { DerivedFileDoc } from '../../db/schema';
import { fileChanged, fileKeys, fileWithOwner } from './fileRecords';
import type { FileRow } from './fileRecords';
import type { FilesContext } from './filesContext';
import { checkCrop, checkCropSize } from './imagePipeline';
import { UploadRefused, uploadMessage } from './messages';
import { inScratch, newVersion, storeRenditions } from './processing';
import type { ImageType } from './sniff';
import type { Deps } from '../../rpc/deps';
import { failedPrecondition, invalidArgument, notFound, validate } from '../../rpc/errors';
import { mutate } from '../../rpc/mutation';
import { eventRow } from '../../auth/eventAccess';

/** A crop of a role, or INVALID_ARGUMENT naming cropXy. */
export function cropOf(text: string, role: UploadRole) {
  if (!isImageRole(role)) throw invalidArgument('cropXy', uploadMessage('cropNotImage'));
  const crop = parseCropXy(validate(cropXyRule, text, 'cropXy'));
  if (!crop) throw invalidArgument('cropXy', uploadMessage('cropOutside'));
  try {
    checkCropSize(crop, role);
  } catch (error) {
    if (error instanceof UploadRefused) throw invalidArgument('cropXy', error.message);
    throw error;
  }
  return crop;
}

/** The caller's processed image named by the request, with the crop checked against it. */
async function croppable(deps: Deps, req: CropImageRequest): Promise<FileRow> {
  const event = await eventRow(deps.database.db, req.eventId, { forWrite: false });
  const found = await fileWithOwner(
    deps.database.db,
    validate(uuidRule('fileId'), req.fileId, 'fileId'),
  );
  const row = found?.file;
  if (!row || row.eventId !== event.id || row.removed) throw notFound();
  const crop = cropOf(req.cropXy, row.role as UploadRole);
  if (row.status !== 'ok') throw failedPrecondition('The file is not processed yet.');
  try {
    checkCrop(crop, row);
  } catch (error) {
    if (error instanceof UploadRefused) throw invalidArgument('cropXy', error.message);
    throw error;
  }
  return row;
}

async function render(ctx: FilesContext, row: FileRow, cropXy: string, version: string) {
  return ctx.queue.run(() =>
    inScratch(ctx, async (dir): Promise<DerivedFileDoc[]> => {
      const source = path.join(dir, 'source');
      await pipeline(await ctx.storage.read(fileKeys.original(row)), createWriteStream(source));
      const info = {
        type: row.contentType as ImageType,
        width: row.width,
        height: row.height,
        orientation: 1,
      };
      return storeRenditions(ctx, row, source, info, cropXy, version, dir);
    }),
  );
}

export async function cropImage(
  deps: Deps,
  files_: FilesContext,
  ctx: HandlerContext,
  req: CropImageRequest,
): Promise<Empty> {
  let row: FileRow;
  try {
    row = await croppable(deps, req);
  } catch (error) {
    return mutate(deps, ctx, EmptySchema, () => Promise.reject(error));
  }
  const version = newVersion();
  const derived = await render(files_, row, req.cropXy, version);
  try {
    return await mutate(deps, ctx, EmptySchema, async (w) => {
      const event = await eventRow(w.tx, req.eventId);
      const current = (await fileWithOwner(w.tx, row.id, { forWrite: true }))?.file;
      if (current?.eventId !== event.id || current.version !== row.version || current.removed) {
        throw new ConnectError('The file changed while it was cropped; try again.', Code.Aborted);
      }
      await w.tx
        .update(files)
        .set({ cropXy: req.cropXy, version, derived, updatedAt: sql`now()` })
        .where(and(eq(files.id, row.id), eq(files.eventId, event.id)));
      fileChanged(w, row, event.userId);
      return {};
    });
  } finally {
    // Whichever version the row does not point to now is unreachable: drop its bytes.
    const [now] = await deps.database.db
      .select({ version: files.version })
      .from(files)
      .where(and(eq(files.id, row.id), eq(files.eventId, row.eventId)));
    const stale = now?.version === version ? row.version : version;
    await files_.storage.deleteByPrefix(fileKeys.version(row, stale));
  }
}
