// The edit shell follows the user's role in the event (issue 24): door staff are sent to
// check-in and offered only check-in and the participant lookup; a typed address they may not
// use says so; a viewer reads settings with every control disabled and no publish; someone
// removed from the team is told so.
import { create } from '@bufbuild/protobuf';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { MembershipSchema } from '../../../../../generated/manager/team_pb';
import type { Role } from '../../../../common/teamRights';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { DashboardScreen } from './DashboardScreen';
import { EditLayout } from './EditLayout';
import { GeneralSettingsScreen } from './GeneralSettingsScreen';
import { SettingsHubScreen } from './SettingsHubScreen';

const routes: RouteObject[] = [
  { path: '/', element: <p>events</p> },
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { index: true, element: <DashboardScreen />, handle: { right: 'read' } },
      { path: 'settings', element: <SettingsHubScreen />, handle: { right: 'read' } },
      { path: 'settings/general', element: <GeneralSettingsScreen />, handle: { right: 'read' } },
      { path: 'check-in', element: <h1>door screen</h1>, handle: { right: 'checkIn' } },
    ],
  },
];

const EVENT_ID = 'event-1';

/** Someone else's event, opened by a member with this role (or by one no longer in the team). */
function openAs(role: Exclude<Role, 'owner'> | null, path: string) {
  const state = preloaded([eventDoc({ userId: 'another-owner' })], { current: true });
  const memberships = role
    ? [create(MembershipSchema, { eventId: EVENT_ID, role, ownerOrgName: 'Fest Ltd' })]
    : [];
  return renderRoutes(routes, path, {
    preloadedState: {
      ...state,
      memberships: {
        ids: memberships.map((m) => m.eventId),
        entities: Object.fromEntries(memberships.map((m) => [m.eventId, m])),
        resume: {},
      },
    },
    locale: 'en',
  });
}

describe('the edit shell by role', () => {
  it('sends door staff from the dashboard to check-in, with only their entries', async () => {
    const { user } = openAs('door', '/edit/conf');
    await screen.findByRole('heading', { name: 'door screen' });
    await user.click(screen.getByRole('button', { name: 'Section menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Event sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/edit/conf/check-in', '/edit/conf/registration/users']);
  });

  it('tells door staff on a typed address that their role has no access', async () => {
    openAs('door', '/edit/conf/settings/general');
    await screen.findByRole('heading', { name: 'No access' });
    expect(
      screen.getByText(
        'Your role in this event is door staff: this section is not available to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'QR check-in' }).getAttribute('href')).toBe(
      '/edit/conf/check-in',
    );
  });

  it('shows a viewer the settings read-only, without publishing or the domain', async () => {
    openAs('viewer', '/edit/conf/settings/general');
    await screen.findByRole('heading', { name: 'General settings', level: 1 });
    // Disabled by the fieldset around the screen (the inputs' own attribute stays unset); the
    // rich texts, which a fieldset does not reach, are not editable and say so.
    const inputs = within(screen.getByRole('main')).getAllByRole('textbox');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      if (input.isContentEditable || input.hasAttribute('contenteditable')) {
        expect(input.getAttribute('contenteditable')).toBe('false');
        expect(input.getAttribute('aria-disabled')).toBe('true');
      } else expect(input.matches(':disabled')).toBe(true);
    }
    expect(inputs.filter((input) => input.hasAttribute('contenteditable'))).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'App URL' })).toBeNull();
  });

  it('lists for an editor the settings but not the team', async () => {
    openAs('editor', '/edit/conf/settings');
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    expect(screen.getByRole('link', { name: /General/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Team/ })).toBeNull();
  });

  it('tells someone removed from the team that they are no longer in it', async () => {
    openAs(null, '/edit/conf/settings');
    await screen.findByRole('heading', { name: 'No access' });
    expect(screen.getByText('You are no longer in the team of this event.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/');
  });
});
