// The natural size of a chosen image, read in the browser before anything is sent, and the
// role's minimum (spec/console.md §5) checked against it.
import type { UploadRole } from '../../../../common/constants';
import { imageMinimum } from '../../../../common/uploadRoles';
import type { ImageMinimum } from '../../../../common/uploadRoles';

export interface ImageSize {
  width: number;
  height: number;
}

/** Size as displayed (EXIF orientation applied, as the server measures it); null if unreadable. */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** The rules key of the size message when the image is below the role's minimum, else null. */
export function imageTooSmall(size: ImageSize, role: UploadRole): ImageMinimum['messageKey'] {
  const { minWidth, minHeight, messageKey } = imageMinimum(role);
  return size.width < minWidth || size.height < minHeight ? messageKey : null;
}
