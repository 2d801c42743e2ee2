// The branding images take what spec/console.md §2.19 recommends for each (issue 30, item 11):
// the menu screen's background 375x256, the desktop background at least 800 wide.
import { imageMinimum } from '../../../common/uploadRoles';
import { BRANDING_IMAGES } from './BrandingCard';

const minimumOf = (field: string) => {
  const image = BRANDING_IMAGES.find((i) => i.field === field);
  if (!image) throw new Error(`no branding image ${field}`);
  return imageMinimum(image.role);
};

describe('branding images', () => {
  it('accept the recommended 375x256 menu-screen background', () => {
    const { minWidth, minHeight } = minimumOf('backgroundImageId');
    expect(375 >= minWidth && 256 >= minHeight).toBe(true);
  });

  it('keep the 800 px minimum of the desktop background', () => {
    expect(minimumOf('backgroundDesktopImageId').minWidth).toBe(800);
  });
});
