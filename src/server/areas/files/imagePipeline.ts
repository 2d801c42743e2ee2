// The image checks and renditions (sharp). inspectImage reads the header only: type from the
// bytes, dimensions, the 40-megapixel limit and the role's minimum, all before any pixel is
// decoded. The renditions decode with sharp's own pixel limit as a second guard and fail on
// damaged data; every output is re-encoded, so no metadata (EXIF, GPS, comments) survives.
import path from 'node:path';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import type { IMAGE_SIZE_SUFFIXES, UploadRole } from '../../../common/constants';
import {
  UPLOAD_LIMITS,
  cropMinimum,
  formatCropXy,
  imageMinimum,
} from '../../../common/uploadRoles';
import type { CropBox } from '../../../common/uploadRoles';
import type { DerivedFileDoc } from '../../db/schema';
import { UploadRefused } from './messages';
import { detectImageType, headOf } from './sniff';
import type { ImageType } from './sniff';

// No operation cache: memory stays proportional to the job running (see JobQueue), not to
// what was processed before. One image at a time, on two libvips threads: on the 2-core
// machines we run on, that is as fast per image as two jobs on one thread each, with half the
// decoded pixels resident (bench/README.md, uploads).
sharp.cache(false);
sharp.concurrency(2);

export interface ImageInfo {
  type: ImageType;
  /** As displayed, after the EXIF orientation. */
  width: number;
  height: number;
  /** The EXIF orientation (1 = as stored). */
  orientation: number;
}

/** What an image is stored as: a GIF keeps its first frame as PNG, the rest their own type. */
export const OUTPUT_TYPE: Record<ImageType, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/png',
  'image/webp': 'image/webp',
};

const FORMAT_OF: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const DERIVED_WIDTHS: Record<(typeof IMAGE_SIZE_SUFFIXES)[number], number> = {
  _size_w150: 150,
  _size_w512: 512,
  _size_w600: 600,
};

/** The checks that need only the header; refuses with the record's errMsg. */
export async function inspectImage(file: string, role: UploadRole): Promise<ImageInfo> {
  const type = detectImageType(await headOf(file));
  if (!type) throw new UploadRefused('uploadNotImage');
  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused('uploadDamaged');
  }
  if (meta.format !== FORMAT_OF[type]) throw new UploadRefused('uploadNotImage');
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight > UPLOAD_LIMITS.imagePixels) {
    throw new UploadRefused('uploadTooManyPixels', { max: UPLOAD_LIMITS.imagePixels / 1e6 });
  }
  const orientation = meta.orientation ?? 1;
  const turned = orientation >= 5;
  const info = {
    type,
    orientation,
    width: turned ? frameHeight : meta.width,
    height: turned ? meta.width : frameHeight,
  };
  const min = imageMinimum(role);
  if (min.messageKey && (info.width < min.minWidth || info.height < min.minHeight)) {
    throw new UploadRefused(min.messageKey);
  }
  return info;
}

/** A crop must lie inside the image and be at least the role's crop minimum. */
export function checkCrop(crop: CropBox, info: Pick<ImageInfo, 'width' | 'height'>): void {
  if (crop.x1 > info.width || crop.y1 > info.height) throw new UploadRefused('cropOutside');
}

export function checkCropSize(crop: CropBox, role: UploadRole): void {
  const min = cropMinimum(role);
  if (crop.x1 - crop.x0 < min.width || crop.y1 - crop.y0 < min.height) {
    throw new UploadRefused('cropTooSmall', min);
  }
}

const decode = (file: string) =>
  sharp(file, { limitInputPixels: UPLOAD_LIMITS.imagePixels, failOn: 'error' });

function encode(image: Sharp, type: ImageType): Sharp {
  switch (OUTPUT_TYPE[type]) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85 });
    case 'image/webp':
      return image.webp({ quality: 85 });
    case 'image/png':
      return image.png();
  }
}

/** Runs a sharp step on our own files: a failure is the input's fault unless writing failed. */
async function decoding<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Error && /write|save|space|ENOSPC|EACCES/i.test(error.message))
      throw error;
    throw new UploadRefused('uploadDamaged');
  }
}

/** The upload, oriented, stripped and re-encoded in full: the source of every rendition. */
export async function normalizeImage(upload: string, info: ImageInfo, out: string): Promise<void> {
  // Turning needs the whole image in memory; an upright one streams through in strips.
  const image = info.orientation > 1 ? decode(upload).autoOrient() : decode(upload);
  await decoding(() => encode(image, info.type).toFile(out));
}

export interface Rendition {
  /** '' for the main file, else the size suffix. */
  suffix: string;
  file: string;
}

export interface Renditions {
  files: Rendition[];
  derived: DerivedFileDoc[];
}

/**
 * The main file (the crop, or the whole image) and the derived widths of file id from a
 * normalised source, written into dir. Widths are never upscaled: a narrow image keeps its own.
 */
export async function renderImage(
  id: string,
  source: string,
  info: ImageInfo,
  crop: CropBox | null,
  dir: string,
): Promise<Renditions> {
  const box = crop ?? { x0: 0, y0: 0, x1: info.width, y1: info.height };
  checkCrop(box, info);
  const region = { left: box.x0, top: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
  let main = source;
  if (crop) {
    main = path.join(dir, 'main');
    await decoding(() => encode(decode(source).extract(region), info.type).toFile(main));
  }
  const files: Rendition[] = [{ suffix: '', file: main }];
  const cropXy = formatCropXy(box);
  const derived: DerivedFileDoc[] = [];
  for (const [suffix, width] of Object.entries(DERIVED_WIDTHS)) {
    const file = path.join(dir, suffix);
    // From the main file, not the source: a JPEG then shrinks on load, which is much faster.
    const done = await decoding(() =>
      encode(decode(main).resize({ width, withoutEnlargement: true }), info.type).toFile(file),
    );
    files.push({ suffix, file });
    derived.push({ fileId: `${id}${suffix}`, cropXy, size: `w${done.width}h${done.height}` });
  }
  return { files, derived };
}
