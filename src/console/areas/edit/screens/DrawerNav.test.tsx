import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { NAV_ENTRIES } from '../../../app/areas';
import { editTestRoutes } from './editTestRoutes';

const open = async (path: string) => {
  const rendered = renderRoutes(editTestRoutes, path, {
    preloadedState: preloaded([eventDoc()]),
    locale: 'en',
  });
  // Test screens are narrow: the drawer is an overlay opened by the toolbar's toggle.
  const toggle = screen.getByRole('button', { name: 'Section menu' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await rendered.user.click(toggle);
  const nav = await screen.findByRole('navigation', { name: 'Event sections' });
  return { ...rendered, nav, toggle };
};

describe('edit drawer', () => {
  it('lists the sections in order, each built one a link', async () => {
    const { nav, toggle } = await open('/edit/conf');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('Soon', ''))).toEqual([
      'Dashboard',
      'Statistics',
      'Schedule',
      'Speakers',
      'Event place',
      'Info',
      'Posts',
      'Design',
      'Settings',
      'Registration',
      'Feedback',
      'QR check-in',
      'History',
    ]);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Event App', '/'],
      ['Dashboard', '/edit/conf'],
      ['Statistics', '/edit/conf/statistics'],
      ['Schedule', '/edit/conf/meetings'],
      ['Speakers', '/edit/conf/speakers'],
      ['Event place', '/edit/conf/place'],
      ['Info', '/edit/conf/info'],
      ['Posts', '/edit/conf/posts'],
      ['Design', '/edit/conf/design'],
      ['Settings', '/edit/conf/settings'],
      ['Registration', '/edit/conf/registration'],
      ['Feedback', '/edit/conf/feedback/forms'],
      ['QR check-in', '/edit/conf/check-in'],
      ['History', '/edit/conf/history'],
    ]);
    const disabled = nav.querySelectorAll('[aria-disabled="true"]');
    // Every section of the spec is built since issue 12's forms: none is listed disabled.
    expect(disabled).toHaveLength(NAV_ENTRIES.drawer.filter((e) => !e.enabled).length);
    expect(disabled).toHaveLength(0);
  });

  it('marks the current section, also on the screens below it', async () => {
    const { nav } = await open('/edit/conf/settings/general');
    expect(within(nav).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('navigates and closes the overlay', async () => {
    const { nav, user, router } = await open('/edit/conf');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/conf/settings'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Event sections' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  });
});
