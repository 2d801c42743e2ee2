// Reads a QR code from a video frame: the browser's BarcodeDetector where it knows QR codes,
// else jsQR, loaded only then (its own chunk: no other screen carries it).

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM types). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function nativeReader(): Promise<FrameReader | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native || !(await Native.getSupportedFormats()).includes('qr_code')) return null;
  const detector = new Native({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
}

/** jsQR over RGBA pixels: the fallback's decoding step, on its own for tests. */
export async function decodePixels(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

function canvasReader(): FrameReader {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodePixels(context.getImageData(0, 0, width, height).data, width, height);
  };
}

export async function qrFrameReader(): Promise<FrameReader> {
  return (await nativeReader().catch(() => null)) ?? canvasReader();
}
