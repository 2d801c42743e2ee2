// The crop editor's arithmetic, in the image's natural pixels (what the editor shows and what
// cropXy carries). Pure, so the box rules (inside the image, at least the role's minimum, the
// widget's aspect) are tested without a browser.
import type { CropBox } from '../../../../common/uploadRoles';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The smallest box the editor allows: the role's minimum, grown to the aspect, never past the image. */
export function minimumBox(natural: Size, min: Size, aspect?: number): Size {
  let width = Math.min(min.width, natural.width);
  let height = Math.min(min.height, natural.height);
  if (aspect) {
    if (width / height < aspect) width = Math.min(natural.width, Math.ceil(height * aspect));
    else height = Math.min(natural.height, Math.ceil(width / aspect));
  }
  return { width, height };
}

/** Whether the image can hold a box of the aspect that is at least the minimum. */
export function aspectFits(natural: Size, min: Size, aspect: number): boolean {
  const { width, height } = minimumBox(natural, min, aspect);
  return Math.abs(width / height - aspect) < 0.01 && width >= Math.min(min.width, natural.width);
}

/** The largest centred box of the aspect (the whole image without one). */
export function initialBox(natural: Size, aspect?: number): Box {
  if (!aspect) return { x: 0, y: 0, ...natural };
  let width = natural.width;
  let height = Math.round(width / aspect);
  if (height > natural.height) {
    height = natural.height;
    width = Math.round(height * aspect);
  }
  return {
    x: Math.floor((natural.width - width) / 2),
    y: Math.floor((natural.height - height) / 2),
    width,
    height,
  };
}

/** Whole pixels, at least the minimum, inside the image. */
export function clampBox(box: Box, natural: Size, min: Size): Box {
  const width = Math.min(natural.width, Math.max(min.width, Math.round(box.width)));
  const height = Math.min(natural.height, Math.max(min.height, Math.round(box.height)));
  const x = Math.min(natural.width - width, Math.max(0, Math.round(box.x)));
  const y = Math.min(natural.height - height, Math.max(0, Math.round(box.y)));
  return { x, y, width, height };
}

/** The box moved by (dx, dy), stopped at the image's edges. */
export const moveBox = (box: Box, dx: number, dy: number, natural: Size): Box =>
  clampBox({ ...box, x: box.x + dx, y: box.y + dy }, natural, box);

export const scaleBox = (box: Box, factor: number): Box => ({
  x: box.x * factor,
  y: box.y * factor,
  width: box.width * factor,
  height: box.height * factor,
});

export const toCropBox = (b: Box): CropBox => ({
  x0: b.x,
  y0: b.y,
  x1: b.x + b.width,
  y1: b.y + b.height,
});

/**
 * A box drawn on the served image of an existing file, in the coordinates of its original: the
 * served image is the current crop (`current`, from the record's cropXy) at `shownWidth` pixels
 * wide, so the new box is scaled to the crop's size and offset by its corner.
 */
export function onOriginal(box: Box, current: CropBox | null, shownWidth: number): Box {
  if (!current) return box;
  const factor = (current.x1 - current.x0) / shownWidth;
  const scaled = scaleBox(box, factor);
  return {
    x: current.x0 + Math.round(scaled.x),
    y: current.y0 + Math.round(scaled.y),
    width: Math.round(scaled.width),
    height: Math.round(scaled.height),
  };
}
