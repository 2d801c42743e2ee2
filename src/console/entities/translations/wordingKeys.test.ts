import { create } from '@bufbuild/protobuf';
import { DefaultKeySchema } from '../../../../generated/manager/model_pb';
import { defaultTexts, menuLabelKey, wordingSections } from './wordingKeys';

const key = (k: string, group: string, texts: Record<string, { label: string }> = {}) =>
  create(DefaultKeySchema, { key: k, group, texts });

describe('wording keys', () => {
  it('groups the wording keys as event, other sections, notifications, footer; menus apart', () => {
    const keys = [
      key('ui.home', 'menu'),
      key('tr.footer', 'footer'),
      key('tr.bio', 'other'),
      key('tr.main_menu', 'event'),
      key('tr.org_pt', 'notifications'),
      key('tr.home', 'event'),
    ];
    expect(wordingSections(keys).map((s) => [s.group, s.keys.map((k) => k.key)])).toEqual([
      ['event', ['tr.main_menu', 'tr.home']],
      ['other', ['tr.bio']],
      ['notifications', ['tr.org_pt']],
      ['footer', ['tr.footer']],
    ]);
    expect(wordingSections([key('tr.bio', 'other')]).map((s) => s.group)).toEqual(['other']);
  });

  it('finds texts in the language, else English, else any', () => {
    const bio = key('tr.bio', 'other', { ru: { label: 'Био' }, en: { label: 'Bio' } });
    expect(defaultTexts(bio, 'ru')?.label).toBe('Био');
    expect(defaultTexts(bio, 'de')?.label).toBe('Bio');
    expect(defaultTexts(key('x', 'other', { ru: { label: 'Только' } }), 'de')?.label).toBe(
      'Только',
    );
    expect(defaultTexts(undefined, 'ru')).toBeUndefined();
  });

  it("labels a menu setting by the 'tr.' key of its 'ui.' key", () => {
    expect(menuLabelKey('ui.schedule')).toBe('tr.schedule');
  });
});
