import { DEFAULT_THEME_COLORS } from '../../../common/constants';
import type { DesignValues } from './designForm';
import { previewDraftOf } from './previewDraft';

const saved: DesignValues = {
  theme: 'dark',
  colors: {
    dark: { color1: '#111111', color2: 'rgba(1, 2, 3, 0.5)', color3: '#333333' },
    light: { color1: '#aaaaaa', color2: '#bbbbbb', color3: '#cccccc' },
  },
  title: 'Saved name',
  iconFileId: 'icon',
  backgroundImageId: 'bg',
  mainImageId: 'cover',
  backgroundDesktopImageId: 'desk',
};

describe('the unsaved design sent to the preview', () => {
  it("carries the chosen theme's colours, the name and the images being edited", () => {
    const values = { ...saved, theme: 'light' as const, title: 'Draft name', mainImageId: 'new' };
    expect(previewDraftOf(values, saved)).toEqual({
      theme: { name: 'light', colors: saved.colors.light },
      title: 'Draft name',
      images: { cover: 'new', background: 'bg', backgroundDesktop: 'desk' },
    });
  });

  it('shows a colour it cannot read as saved, else as the default', () => {
    const values = {
      ...saved,
      colors: { ...saved.colors, dark: { color1: '#12', color2: 'rgba(9,9,9,1)', color3: '#0f0' } },
    };
    expect(previewDraftOf(values, saved).theme.colors).toEqual({
      color1: '#111111',
      color2: DEFAULT_THEME_COLORS.dark.color2,
      color3: '#0f0',
    });
  });
});
