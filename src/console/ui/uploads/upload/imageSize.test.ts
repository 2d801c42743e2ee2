import { imageTooSmall } from './imageSize';

describe('image minimum by role', () => {
  it('names the message of the role whose minimum the image misses', () => {
    expect(imageTooSmall({ width: 511, height: 900 }, 'event__icons')).toBe('imageMin512');
    expect(imageTooSmall({ width: 512, height: 512 }, 'event__icons')).toBeNull();
    expect(imageTooSmall({ width: 799, height: 2000 }, 'event__header')).toBe('imageMinWidth800');
    expect(imageTooSmall({ width: 800, height: 10 }, 'event__background_desktop')).toBeNull();
    expect(imageTooSmall({ width: 149, height: 150 }, 'avatar')).toBe('imageMin150');
    expect(imageTooSmall({ width: 10, height: 199 }, 'sponsor_logo')).toBe('imageMinHeight200');
    expect(imageTooSmall({ width: 1, height: 1 }, 'cms__image_attachment')).toBeNull();
  });
});
