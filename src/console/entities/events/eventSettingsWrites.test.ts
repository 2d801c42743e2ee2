import { create } from '@bufbuild/protobuf';
import {
  EventDomainSchema,
  ThemeColorsSchema,
  ThemeSchema,
} from '../../../../generated/manager/model_pb';
import { DEFAULT_THEME_COLORS } from '../../../common/constants';
import { reconcileEvents } from './reconcile';
import { eventDoc, queuedWrite, verifiedDomain } from './testing/eventTestData';

const write = (method: string, request: Record<string, unknown>) =>
  queuedWrite({ service: 'events', method, request: { eventId: 'event-1', ...request } });

const view = (doc = eventDoc(), ...writes: ReturnType<typeof write>[]) =>
  reconcileEvents([doc], writes)[0]!;

describe('reconcileEvents: settings writes', () => {
  it('applies every field an update sends, and only those', () => {
    const update = write('updateEvent', {
      key: 'summit',
      title: 'Summit',
      description: '<p>About</p>',
      slogan: '<b>Go</b>',
      copyright: '© Org',
      mainImageId: 'main',
      backgroundImageId: 'back',
      backgroundDesktopImageId: 'desk',
      iconFileId: 'icon',
      startAt: 1_800_000_000,
      endAt: 1_800_086_400,
    });
    expect(view(eventDoc({ slogan: 'old' }), update)).toMatchObject({
      // Only the server's echo moves the key: another event may hold it.
      extKey: 'conf',
      title: 'Summit',
      description: '<p>About</p>',
      slogan: '<b>Go</b>',
      copyright: '© Org',
      mainImageId: 'main',
      backgroundImageId: 'back',
      backgroundDesktopImageId: 'desk',
      iconFileId: 'icon',
      startAt: 1_800_000_000,
      endAt: 1_800_086_400,
      pendingWrites: 1,
    });
    const partial = view(eventDoc({ slogan: 'old', mainImageId: 'm' }), write('updateEvent', {}));
    expect(partial).toMatchObject({ extKey: 'conf', slogan: 'old', mainImageId: 'm' });
  });

  it('clears an image with an empty id and a date with 0', () => {
    const doc = eventDoc({ mainImageId: 'main', startAt: 5, endAt: 9 });
    const cleared = view(doc, write('updateEvent', { key: 'conf', mainImageId: '', endAt: 0 }));
    expect(cleared.mainImageId).toBe('');
    expect(cleared.endAt).toBeUndefined();
    expect(cleared.startAt).toBe(5);
  });

  it('switches the language', () => {
    expect(view(eventDoc(), write('setLanguage', { language: 'en' })).language).toBe('en');
  });

  it('sets the theme and the colours sent, keeping the other colours and theme', () => {
    const themed = view(
      eventDoc(),
      write('setTheme', { theme: 'light', themeConfig: { color1: '#112233' } }),
    );
    expect(themed.theme?.currentTheme).toBe('light');
    expect(themed.theme?.light).toMatchObject({
      ...DEFAULT_THEME_COLORS.light,
      color1: '#112233',
    });
    expect(themed.theme?.dark).toMatchObject(DEFAULT_THEME_COLORS.dark);
    const back = view(eventDoc(), write('setTheme', { theme: 'light', themeConfig: {} }));
    expect(view(eventDoc(), write('setTheme', { theme: 'pink', themeConfig: {} })).theme).toEqual(
      eventDoc().theme,
    );
    expect(back.theme?.currentTheme).toBe('light');
  });

  it('recolours an event whose theme the store holds frozen, leaving the document as it was', () => {
    const held = eventDoc({
      theme: create(ThemeSchema, {
        currentTheme: 'dark',
        dark: create(ThemeColorsSchema, DEFAULT_THEME_COLORS.dark),
        light: create(ThemeColorsSchema, DEFAULT_THEME_COLORS.light),
      }),
    });
    Object.freeze(held.theme!.dark);
    Object.freeze(held.theme!.light);
    const themed = view(
      held,
      write('setTheme', { theme: 'dark', themeConfig: { color1: '#010203' } }),
    );
    expect(themed.theme?.dark?.color1).toBe('#010203');
    expect(held.theme?.dark?.color1).toBe(DEFAULT_THEME_COLORS.dark.color1);
  });

  it('merges the menu visibility sent, coercing values and ignoring unknown items', () => {
    const doc = eventDoc({ showMenuItems: { speakers: true, schedule: true } });
    const menu = view(
      doc,
      write('setShowMenuItems', { showMenuItems: { speakers: false, nope: false } }),
    );
    expect(menu.showMenuItems).toEqual({ speakers: false, schedule: true });
  });

  it('sets a new custom domain as pending, keeps the same one, and clears without one', () => {
    const pending = view(eventDoc(), write('setCustomDomainToEvent', { domain: ' app.example ' }));
    expect(pending.domain).toMatchObject({ domain: 'app.example', verification: false });
    const verified = eventDoc({ domain: verifiedDomain('app.example') });
    expect(
      view(verified, write('setCustomDomainToEvent', { domain: 'app.example' })).domain,
    ).toMatchObject({ verification: true });
    expect(view(verified, write('setCustomDomainToEvent', {})).domain).toBeUndefined();
    const other = eventDoc({ domain: create(EventDomainSchema, { domain: 'a.example' }) });
    expect(view(other, write('setCustomDomainToEvent', { domain: '' })).domain).toBeUndefined();
  });
});
