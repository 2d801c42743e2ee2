// What each upload role accepts (spec/console.md §5, §9): the console checks it before a file
// leaves the browser, and the server checks it again on the bytes it received.
import type { UploadRole } from './constants';

export interface ImageMinimum {
  minWidth: number;
  minHeight: number;
  /** Message key under `rule.` in the rules namespace (ru and en). */
  messageKey: 'imageMin512' | 'imageMinWidth800' | 'imageMin150' | 'imageMinHeight200' | null;
}

/** Roles whose upload is an image (processed, derived widths); the rest are stored as sent. */
export const IMAGE_ROLES: readonly UploadRole[] = [
  'cms__image_attachment',
  'event__icons',
  'event__header',
  'event__background_desktop',
  'avatar',
  'sponsor_logo',
];

export const isImageRole = (role: UploadRole): boolean => IMAGE_ROLES.includes(role);

/** The minimum size an uploaded image of a role must have (0 = no minimum on that side). */
export function imageMinimum(role: UploadRole): ImageMinimum {
  switch (role) {
    case 'event__icons':
      return { minWidth: 512, minHeight: 512, messageKey: 'imageMin512' };
    case 'event__header':
    case 'event__background_desktop':
      return { minWidth: 800, minHeight: 0, messageKey: 'imageMinWidth800' };
    case 'avatar':
      return { minWidth: 150, minHeight: 150, messageKey: 'imageMin150' };
    case 'sponsor_logo':
      return { minWidth: 0, minHeight: 200, messageKey: 'imageMinHeight200' };
    default:
      return { minWidth: 0, minHeight: 0, messageKey: null };
  }
}

/** The smallest crop box of a role (spec §5 "Crop box minimums"). */
export function cropMinimum(role: UploadRole): { width: number; height: number } {
  const width =
    role === 'event__icons'
      ? 512
      : role === 'event__header' || role === 'event__background_desktop'
        ? 800
        : 150;
  const height = role === 'event__icons' ? 512 : role === 'sponsor_logo' ? 200 : 150;
  return { width, height };
}

/** The image types an image role accepts, detected from the bytes on the server. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const UPLOAD_LIMITS = {
  /** Bytes of an image upload, refused before decoding. */
  imageBytes: 20 * 1024 * 1024,
  /** Pixels of an image upload (width × height), refused before decoding. */
  imagePixels: 40_000_000,
  /** Bytes of any other upload (cms__attachment, form_attachment). */
  fileBytes: 50 * 1024 * 1024,
} as const;

/** The crop rectangle as the contract writes it: 'x0{n}y0{n}x1{n}y1{n}'. */
export interface CropBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const formatCropXy = (c: CropBox): string => `x0${c.x0}y0${c.y0}x1${c.x1}y1${c.y1}`;

/** Parses 'x0{n}y0{n}x1{n}y1{n}' (whole pixels, x1 > x0, y1 > y0); null when malformed. */
export function parseCropXy(text: string): CropBox | null {
  const m = /^x0(\d{1,6})y0(\d{1,6})x1(\d{1,6})y1(\d{1,6})$/.exec(text);
  if (!m) return null;
  const [x0, y0, x1, y1] = m.slice(1).map(Number) as [number, number, number, number];
  return x1 > x0 && y1 > y0 ? { x0, y0, x1, y1 } : null;
}
