// Test data for the files feature: records in the generated shape, PNG files of a given size,
// and what jsdom lacks to read them (it decodes no images and has no object URLs).
import { create } from '@bufbuild/protobuf';
import { fireEvent } from '@testing-library/react';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { DerivedFileSchema, FileSchema } from '../../../../../generated/manager/model_pb';
import type { File as FileRecord } from '../../../../../generated/manager/model_pb';

export function fileRecord(init: MessageInitShape<typeof FileSchema> = {}): FileRecord {
  return create(FileSchema, {
    fileId: 'file-1',
    eventId: 'event-1',
    origFilename: 'icon.png',
    role: 'event__icons',
    status: 'ok',
    timestamp: 1_700_000_123,
    listDerivedFiles: [
      create(DerivedFileSchema, {
        fileId: 'file-1_size_w600',
        cropXy: 'x00y00x1600y1600',
        size: 'w600h600',
      }),
    ],
    ...init,
  });
}

/** The signature and IHDR chunk of a PNG of this size: enough for a size reader. */
export function pngFile(width: number, height: number, name = 'image.png'): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

const readBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/**
 * The browser's image decoding as far as the widgets use it: createImageBitmap gives the PNG's
 * size from its header (and fails on anything else); object URLs are plain strings.
 */
export function installImageReading(): void {
  globalThis.createImageBitmap = (async (blob: Blob) => {
    const bytes = await readBytes(blob);
    if (bytes[1] !== 0x50 || bytes[2] !== 0x4e) throw new DOMException('not an image');
    const view = new DataView(bytes.buffer);
    return { width: view.getUint32(16), height: view.getUint32(20), close: () => undefined };
  }) as unknown as typeof createImageBitmap;
  let next = 0;
  URL.createObjectURL = () => `blob:test/${++next}`;
  URL.revokeObjectURL = () => undefined;
}

/** Fires the load of an <img> as a browser would once it has decoded this size. */
export function imageLoaded(img: HTMLImageElement, width: number, height: number): void {
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  Object.defineProperty(img, 'width', { value: width / 2 });
  fireEvent.load(img);
}
