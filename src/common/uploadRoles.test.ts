import { cropMinimum, formatCropXy, imageMinimum, parseCropXy } from './uploadRoles';

describe('upload roles', () => {
  it('reads back the crop text it writes, and refuses malformed or empty boxes', () => {
    const box = { x0: 4, y0: 8, x1: 516, y1: 520 };
    expect(formatCropXy(box)).toBe('x04y08x1516y1520');
    expect(parseCropXy(formatCropXy(box))).toEqual(box);
    expect(parseCropXy('x010y010x15y120')).toBeNull();
    expect(parseCropXy('x0-1y00x110y110')).toBeNull();
    expect(parseCropXy('')).toBeNull();
  });

  it('holds the minimums of spec §5 per role', () => {
    expect(imageMinimum('event__icons')).toMatchObject({ minWidth: 512, minHeight: 512 });
    expect(imageMinimum('event__header')).toMatchObject({ minWidth: 800, minHeight: 0 });
    expect(imageMinimum('sponsor_logo')).toMatchObject({ minWidth: 0, minHeight: 200 });
    expect(imageMinimum('cms__image_attachment').messageKey).toBeNull();
    expect(cropMinimum('event__icons')).toEqual({ width: 512, height: 512 });
    expect(cropMinimum('sponsor_logo')).toEqual({ width: 150, height: 200 });
    expect(cropMinimum('event__background_desktop')).toEqual({ width: 800, height: 150 });
  });
});
