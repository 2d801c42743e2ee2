import { encode } from 'uqr';
import { decodePixels } from './qrDetector';

/** A QR code as RGBA pixels: black modules, a white quiet zone, `scale` pixels a module. */
function pixelsOf(text: string, scale = 4, quiet = 4) {
  const { data, size } = encode(text);
  const side = (size + quiet * 2) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }),
  );
  return { pixels, side };
}

describe('the QR fallback decoder', () => {
  it('reads a check-in code from a picture of its QR, and nothing from a blank one', async () => {
    const code = '0190a0a0-0000-7000-8000-000000000001.Vb6nZpQ2Q3x1s8e_fA9k4g';
    const { pixels, side } = pixelsOf(code);
    expect(await decodePixels(pixels, side, side)).toBe(code);
    const blank = new Uint8ClampedArray(side * side * 4).fill(255);
    expect(await decodePixels(blank, side, side)).toBeNull();
  });
});
