import {
  aspectFits,
  clampBox,
  initialBox,
  minimumBox,
  moveBox,
  onOriginal,
  toCropBox,
} from './cropMath';

const image = { width: 1200, height: 900 };

describe('crop maths', () => {
  it('starts with the largest centred box of the aspect, or the whole image', () => {
    expect(initialBox(image, 1)).toEqual({ x: 150, y: 0, width: 900, height: 900 });
    expect(initialBox(image, 16 / 9)).toEqual({ x: 0, y: 112, width: 1200, height: 675 });
    expect(initialBox(image)).toEqual({ x: 0, y: 0, width: 1200, height: 900 });
  });

  it('keeps the box inside the image and at least the minimum', () => {
    const min = { width: 512, height: 512 };
    expect(clampBox({ x: -10, y: 800, width: 100, height: 100 }, image, min)).toEqual({
      x: 0,
      y: 388,
      width: 512,
      height: 512,
    });
    expect(clampBox({ x: 10.4, y: 20.6, width: 2000, height: 600 }, image, min)).toEqual({
      x: 0,
      y: 21,
      width: 1200,
      height: 600,
    });
  });

  it('moves the box and stops at the edges without resizing it', () => {
    const box = { x: 4, y: 0, width: 600, height: 600 };
    expect(moveBox(box, -4, 0, image)).toEqual({ ...box, x: 0 });
    expect(moveBox(box, -4, 0, image)).toEqual(moveBox({ ...box, x: 0 }, -4, 0, image));
    expect(moveBox(box, 0, 4, image)).toEqual({ ...box, y: 4 });
    expect(moveBox({ ...box, y: 300 }, 0, 4, image)).toEqual({ ...box, y: 300 });
  });

  it('grows the minimum to the aspect, within the image', () => {
    expect(minimumBox(image, { width: 800, height: 150 }, 1.5)).toEqual({
      width: 800,
      height: 534,
    });
    expect(minimumBox(image, { width: 512, height: 512 }, 1)).toEqual({ width: 512, height: 512 });
    expect(minimumBox({ width: 600, height: 600 }, { width: 800, height: 150 })).toEqual({
      width: 600,
      height: 150,
    });
    expect(aspectFits(image, { width: 800, height: 150 }, 1.5)).toBe(true);
    expect(aspectFits({ width: 800, height: 300 }, { width: 800, height: 150 }, 1.5)).toBe(false);
  });

  it('writes the box as cropXy corners', () => {
    expect(toCropBox({ x: 4, y: 8, width: 512, height: 512 })).toEqual({
      x0: 4,
      y0: 8,
      x1: 516,
      y1: 520,
    });
  });

  it('maps a box on the served crop back onto the original', () => {
    const current = { x0: 100, y0: 50, x1: 700, y1: 650 };
    expect(onOriginal({ x: 10, y: 20, width: 512, height: 512 }, current, 600)).toEqual({
      x: 110,
      y: 70,
      width: 512,
      height: 512,
    });
    // A served image at half the crop's size doubles the box.
    expect(onOriginal({ x: 10, y: 20, width: 256, height: 256 }, current, 300)).toEqual({
      x: 120,
      y: 90,
      width: 512,
      height: 512,
    });
    expect(onOriginal({ x: 1, y: 2, width: 3, height: 4 }, null, 600)).toEqual({
      x: 1,
      y: 2,
      width: 3,
      height: 4,
    });
  });
});
