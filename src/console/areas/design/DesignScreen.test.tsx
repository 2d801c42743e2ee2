import { LIVE_TARGETS } from '../../../common/liveTargets';
import { create } from '@bufbuild/protobuf';
import { act, screen, waitFor } from '@testing-library/react';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { ThemeColorsSchema, ThemeSchema } from '../../../../generated/manager/model_pb';
import { DEFAULT_THEME_COLORS } from '../../../common/constants';
import { liveChanged } from '../../../client/live';
import { renderRoutes } from '../../../../test/console/renderWithProviders';
import { EditedEventProvider } from '../../entities/events';
import { useAppSelector } from '../../app/hooks';
import { selectEventViews } from '../../entities/events';
import { eventDoc, preloaded } from '../../entities/events/testing/eventTestData';
import { DesignScreen } from './DesignScreen';

/** The edit layout's part: the optimistic event, from the store. */
function WithEvent() {
  const event = useAppSelector((state) => selectEventViews(state)).find(
    (e) => e.eventId === 'event-1',
  );
  return event ? (
    <EditedEventProvider value={event}>
      <DesignScreen />
    </EditedEventProvider>
  ) : null;
}

const routes = [{ path: '/edit/:eventKey/design', element: <WithEvent /> }];

describe('design screen', () => {
  it('shows the dark theme by default, colours in the spec order, and the app name', () => {
    renderRoutes(routes, '/edit/conf/design', {
      preloadedState: preloaded([eventDoc()]),
      locale: 'en',
    });
    expect(
      (screen.getByLabelText('Theme', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('dark');
    const colours = screen
      .getAllByRole('textbox', { name: /colour/ })
      .map((el) => (el as HTMLInputElement).name);
    expect(colours).toEqual(['colors.dark.color1', 'colors.dark.color3', 'colors.dark.color2']);
    expect((screen.getByRole('textbox', { name: /App name/ }) as HTMLInputElement).value).toBe(
      'Conference',
    );
    expect(screen.getByText('Upload jpg/png/gif, recommended 512x512 px')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // The cards' titles sit under the screen's h1 (axe heading-order; issue 30, item 21).
    expect(
      screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`),
    ).toEqual(['H1 Design', 'H2 Theme', 'H2 App', 'H2 Branding']);
  });

  it('saves the chosen theme with its changed colour, and only the changed event field', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf/design', {
      preloadedState: preloaded([eventDoc()]),
      locale: 'en',
    });
    await user.selectOptions(screen.getByLabelText('Theme', { selector: 'select' }), 'light');
    const main = screen.getByRole('textbox', { name: /Main colour/ });
    await user.clear(main);
    await user.type(main, '#123456');
    const name = screen.getByRole('textbox', { name: /App name/ });
    await user.clear(name);
    await user.type(name, 'Conf App');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
        ['setTheme', { eventId: 'event-1', theme: 'light', themeConfig: { color1: '#123456' } }],
        ['updateEvent', { eventId: 'event-1', key: 'conf', title: 'Conf App' }],
      ]),
    );
    // No server answers here: after its wait the save says it is kept on this device.
    await waitFor(
      () =>
        expect(store.getState().notifications.queue.map((n) => n.text)).toEqual([
          'message.savedOnDevice',
        ]),
      { timeout: 8000 },
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not save an empty app name or an unreadable colour', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf/design', {
      preloadedState: preloaded([eventDoc()]),
    });
    await user.clear(screen.getByRole('textbox', { name: /Название приложения/ }));
    const main = screen.getByRole('textbox', { name: /Основной цвет/ });
    await user.clear(main);
    await user.type(main, 'blue');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заполните поле "Название приложения".')).toBeTruthy();
    expect(screen.getByText('Поле "Цвет" должно быть цветом hex или rgba().')).toBeTruthy();
    expect(store.getState().queue.pending).toHaveLength(0);
  });

  it('follows the live event while nothing is edited, and keeps edits in progress', async () => {
    const { user, store } = renderRoutes(routes, '/edit/conf/design', {
      preloadedState: preloaded([eventDoc()]),
      locale: 'en',
    });
    const arrive = (color1: string, title: string) =>
      act(() => {
        const theme = create(ThemeSchema, {
          currentTheme: 'light',
          dark: create(ThemeColorsSchema, DEFAULT_THEME_COLORS.dark),
          light: create(ThemeColorsSchema, { ...DEFAULT_THEME_COLORS.light, color1 }),
        });
        const document = create(DocumentSchema, {
          doc: { case: 'event', value: eventDoc({ theme, title }) },
        });
        store.dispatch(
          liveChanged({
            path: LIVE_TARGETS.event.path({ eventId: 'event-1' }),
            changes: [{ kind: 'modified', docId: 'event-1', document }],
            resumeToken: '1',
          }),
        );
      });
    arrive('#ABCDEF', 'Conference');
    const main = screen.getByRole('textbox', { name: /Main colour/ }) as HTMLInputElement;
    expect(main.value).toBe('#ABCDEF');
    expect(
      (screen.getByLabelText('Theme', { selector: 'select' }) as HTMLSelectElement).value,
    ).toBe('light');

    const name = screen.getByRole('textbox', { name: /App name/ });
    await user.clear(name);
    await user.type(name, 'Mine');
    arrive('#000000', 'Theirs');
    expect((name as HTMLInputElement).value).toBe('Mine');
    expect(main.value).toBe('#ABCDEF');
  });
});
