// From received bytes to stored outputs. An upload ends 'ok' with everything stored, or
// 'error' with its errMsg and nothing stored at all; a crop renders a new version of the
// outputs from the private original, which the caller then switches the row to.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UploadRole } from '../../../common/constants';
import { isImageRole, parseCropXy } from '../../../common/uploadRoles';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import type { DerivedFileDoc } from '../../db/schema';
import type { FilesContext } from './filesContext';
import { fileKeys, updateFile } from './fileRecords';
import type { FileRow } from './fileRecords';
import { OUTPUT_TYPE, inspectImage, normalizeImage, renderImage } from './imagePipeline';
import type { ImageInfo } from './imagePipeline';
import { UploadRefused, uploadMessage } from './messages';
import { headOf, safeContentType } from './sniff';

export const newVersion = () => randomBytes(6).toString('base64url');

/** Runs work in a fresh scratch folder that is removed afterwards. */
export async function inScratch<T>(ctx: FilesContext, work: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(ctx.scratchDir, 'job-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface Stored {
  contentType: string;
  version: string;
  width?: number;
  height?: number;
  derived?: DerivedFileDoc[];
}

async function storeImage(ctx: FilesContext, row: FileRow, upload: string): Promise<Stored> {
  return ctx.queue.run(() =>
    inScratch(ctx, async (dir) => {
      const info = await inspectImage(upload, row.role as UploadRole);
      const source = path.join(dir, 'source');
      await normalizeImage(upload, info, source);
      const version = newVersion();
      const derived = await storeRenditions(ctx, row, source, info, row.cropXy, version, dir);
      await ctx.storage.put(fileKeys.original(row), createReadStream(source));
      const { width, height } = info;
      return { contentType: OUTPUT_TYPE[info.type], version, width, height, derived };
    }),
  );
}

/** Renders and stores one version of the outputs; its listDerivedFiles. */
export async function storeRenditions(
  ctx: FilesContext,
  row: FileRow,
  source: string,
  info: ImageInfo,
  cropXy: string,
  version: string,
  dir: string,
): Promise<DerivedFileDoc[]> {
  const crop = cropXy ? parseCropXy(cropXy) : null;
  const rendered = await renderImage(row.id, source, info, crop, dir);
  try {
    for (const r of rendered.files) {
      await ctx.storage.put(fileKeys.output(row, version, r.suffix), createReadStream(r.file));
    }
  } catch (error) {
    await ctx.storage.deleteByPrefix(fileKeys.version(row, version));
    throw error;
  }
  return rendered.derived;
}

async function storeAsSent(ctx: FilesContext, row: FileRow, upload: string): Promise<Stored> {
  const contentType = safeContentType(await headOf(upload, 512), row.contentType);
  await ctx.storage.put(fileKeys.original(row), createReadStream(upload));
  return { contentType, version: newVersion() };
}

/** Processes a received upload (status 'uploading') to 'ok' or 'error'; the final row. */
export async function processUpload(
  ctx: FilesContext,
  database: Database,
  log: FastifyBaseLogger,
  row: FileRow,
  upload: string,
  bytes: number,
): Promise<FileRow> {
  let outcome: Partial<FileRow>;
  try {
    const stored = isImageRole(row.role as UploadRole)
      ? await storeImage(ctx, row, upload)
      : await storeAsSent(ctx, row, upload);
    outcome = { status: 'ok', errMsg: '', size: bytes, ...stored };
  } catch (error) {
    if (!(error instanceof UploadRefused))
      log.error({ err: error, fileId: row.id }, 'upload failed');
    await ctx.storage.deleteByPrefix(fileKeys.folder(row));
    outcome = {
      status: 'error',
      errMsg: error instanceof UploadRefused ? error.message : uploadMessage('uploadFailed'),
      size: bytes,
    };
  }
  const final = await updateFile(database, row.id, outcome, eq(files.status, 'uploading'));
  if (final) return final;
  // The row moved on without us (it cannot today): what was stored belongs to no one.
  await ctx.storage.deleteByPrefix(fileKeys.folder(row));
  return { ...row, status: 'error', errMsg: uploadMessage('uploadFailed') };
}
