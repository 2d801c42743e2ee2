import { create } from '@bufbuild/protobuf';
import {
  EventIconSchema,
  ThemeColorsSchema,
  ThemeSchema,
} from '../../../../generated/manager/model_pb';
import { eventDoc } from '../../entities/events/testing/eventTestData';
import { designSchema, designValues, designWrites, iconFileIdOf } from './designForm';

const event = eventDoc({
  title: 'Conference',
  iconFileId: 'icon-1',
  theme: create(ThemeSchema, {
    currentTheme: 'light',
    dark: create(ThemeColorsSchema, { color1: '#111111', color2: '#222222', color3: '#333333' }),
    light: create(ThemeColorsSchema, { color1: '#AAAAAA', color2: '', color3: '#CCCCCC' }),
  }),
});

describe('design form', () => {
  it('starts from the event: its theme, colours (defaults for gaps), title and images', () => {
    const values = designValues(event);
    expect(values.theme).toBe('light');
    expect(values.colors.light).toEqual({
      color1: '#AAAAAA',
      color2: '#232523',
      color3: '#CCCCCC',
    });
    expect(values.colors.dark.color3).toBe('#333333');
    expect(values.title).toBe('Conference');
    expect(values.iconFileId).toBe('icon-1');
    expect(designValues(eventDoc({ theme: undefined })).theme).toBe('dark');
  });

  it('writes nothing when nothing changed', () => {
    const initial = designValues(event);
    expect(designWrites(initial, initial)).toEqual({ themes: [], update: null });
  });

  it('sends SetTheme with the chosen theme and only its changed colours', () => {
    const initial = designValues(event);
    const values = {
      ...initial,
      colors: { ...initial.colors, light: { ...initial.colors.light, color1: '#010203' } },
    };
    expect(designWrites(values, initial)).toEqual({
      themes: [{ theme: 'light', themeConfig: { color1: '#010203' } }],
      update: null,
    });
    expect(designWrites({ ...initial, theme: 'dark' }, initial).themes).toEqual([
      { theme: 'dark', themeConfig: {} },
    ]);
  });

  it('keeps colours typed for the other theme, and ends on the chosen one', () => {
    const initial = designValues(event);
    const values = {
      ...initial,
      theme: 'dark' as const,
      colors: {
        dark: initial.colors.dark,
        light: { ...initial.colors.light, color3: 'rgba(0, 0, 0, 0.5)' },
      },
    };
    expect(designWrites(values, initial).themes).toEqual([
      { theme: 'light', themeConfig: { color3: 'rgba(0, 0, 0, 0.5)' } },
      { theme: 'dark', themeConfig: {} },
    ]);
  });

  it('sends UpdateEvent with only the changed name and images ("" clears one)', () => {
    const initial = designValues(event);
    const values = { ...initial, title: ' App ', iconFileId: '', mainImageId: 'cover-1' };
    expect(designWrites(values, initial).update).toEqual({
      title: 'App',
      iconFileId: '',
      mainImageId: 'cover-1',
    });
  });

  it('requires the app name and readable colours', async () => {
    const values = designValues(event);
    await expect(designSchema.isValid(values)).resolves.toBe(true);
    const errors = await designSchema
      .validate(
        {
          ...values,
          title: ' ',
          colors: {
            ...values.colors,
            dark: { ...values.colors.dark, color2: 'rgba(300, 0, 0, 1)' },
          },
        },
        { abortEarly: false },
      )
      .catch((e: { inner: { path: string; errors: unknown[] }[] }) =>
        e.inner.map((i) => [i.path, i.errors[0]]),
      );
    expect(errors).toEqual([
      ['title', { key: 'rule.required', values: { label: 'appName' } }],
      ['colors.dark.color2', { key: 'rule.color', values: { label: 'color' } }],
    ]);
  });

  it('finds the current icon file from the 512x512 entry of the icon list', () => {
    const icon = (sizes: string, src: string) => create(EventIconSchema, { sizes, src });
    expect(
      iconFileIdOf({ icon: [icon('192x192', 'a_size_w150'), icon('512x512', 'file-7_size_w512')] }),
    ).toBe('file-7');
    expect(
      iconFileIdOf({ icon: [icon('512x512', '/api/v1/event_resources/e/file-8_size_w512')] }),
    ).toBe('file-8');
    expect(iconFileIdOf({ icon: [icon('512x512', 'file-7.png')] })).toBeNull();
    expect(iconFileIdOf({ icon: [] })).toBeNull();
  });
});
