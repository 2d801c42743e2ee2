import i18next from 'i18next';
import type { AreaDescriptor } from './areaDescriptor';
import { drawerWarmUps, warmWhenIdle } from './warmAreas';

const texts = (ns: string) => async () => ({
  texts: { ru: { [ns]: { a: 'а' } }, en: { [ns]: { a: 'a' } } },
});

function fakeAreas(loaded: string[]): AreaDescriptor[] {
  const screen = (name: string) => async () => {
    loaded.push(name);
    return () => null;
  };
  const entry = (key: string, path: string, order: number, enabled = true) => ({
    key,
    path,
    labelKey: key,
    icon: 'DashboardIcon' as const,
    order,
    enabled,
  });
  return [
    {
      name: 'speakers',
      routes: [
        { slot: 'edit', path: 'speakers', screen: screen('speakers list') },
        { slot: 'edit', path: 'speakers/new', screen: screen('speaker editor') },
      ],
      drawer: [entry('speakers', 'speakers', 40)],
      texts: texts('speakers'),
    },
    {
      name: 'edit',
      layouts: { edit: screen('edit shell') },
      routes: [{ slot: 'edit', screen: screen('dashboard') }],
      drawer: [entry('dashboard', '', 10), entry('later', 'later', 50, false)],
      texts: texts('edit'),
    },
    {
      name: 'signin',
      routes: [{ slot: 'signedOut', path: '/signin', screen: screen('sign-in') }],
      texts: texts('auth'),
    },
  ];
}

describe('warming the drawer’s code while idle', () => {
  it('loads the edit shell, then each enabled drawer entry’s screen in drawer order, with texts', async () => {
    const loaded: string[] = [];
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', resources: {} });
    await warmWhenIdle(drawerWarmUps(i18n, fakeAreas(loaded)));
    expect(loaded).toEqual(['edit shell', 'dashboard', 'speakers list']);
    expect(i18n.hasResourceBundle('ru', 'speakers')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'edit')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'auth')).toBe(false);
  });

  it('goes on past a load that fails (offline): the click retries it', async () => {
    const loaded: string[] = [];
    const failing = async () => {
      throw new Error('offline');
    };
    await warmWhenIdle([failing, async () => loaded.push('next')]);
    expect(loaded).toEqual(['next']);
  });
});
