// Test images for the upload flows: a solid PNG of a given size.
import sharp from 'sharp';

export const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
