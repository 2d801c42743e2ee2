// The route table of spec/console.md §2.1: path URLs, a layout per route, the access guard,
// and one lazily loaded chunk per area.
import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth, RequireSignedOut } from './guards';
import { RootBoundary } from '../ui/RootBoundary';

import { loadAuthScreens as auth } from '../features/session';
import { loadDesignScreen as design } from '../features/design';
import { loadEditScreens as edit } from '../features/edit';
import { loadEventScreens as events } from '../features/events';
import { loadMenusScreens as menus } from '../features/menus';
import { loadOrganizersScreens as organizers } from '../features/organizers';
import { loadWordingScreens as wording } from '../features/wording';
import { loadReplayScreen } from '../features/replay';
import { loadStatisticsScreen } from '../features/statistics';
const shell = () => import(/* webpackChunkName: "shell" */ '../ui/layouts');

export const routes: RouteObject[] = [
  {
    errorElement: <RootBoundary />,
    children: [
      {
        element: <RequireSignedOut />,
        children: [
          {
            lazy: async () => ({ Component: (await shell()).CenteredLayout }),
            children: [
              { path: '/signin', lazy: async () => ({ Component: (await auth()).SignInScreen }) },
              { path: '/signup', lazy: async () => ({ Component: (await auth()).SignUpScreen }) },
              {
                path: '/restore-password',
                lazy: async () => ({ Component: (await auth()).RestorePasswordScreen }),
              },
            ],
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await shell()).CenteredLayout }),
        children: [
          {
            path: '/confirm-password-reset',
            lazy: async () => ({ Component: (await auth()).ConfirmPasswordResetScreen }),
          },
          {
            path: '/auth/action',
            lazy: async () => ({ Component: (await auth()).AuthActionScreen }),
          },
        ],
      },
      { path: '/signout', lazy: async () => ({ Component: (await auth()).SignOutScreen }) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await shell()).ManagerLayout }),
            children: [
              { path: '/', lazy: async () => ({ Component: (await events()).EventListScreen }) },
              { path: '/new', lazy: async () => ({ Component: (await events()).NewEventScreen }) },
              {
                path: '/settings',
                lazy: async () => ({ Component: (await events()).AccountSettingsScreen }),
              },
            ],
          },
          {
            // The edit shell (spec/console.md §2.15); each area adds its route here.
            path: '/edit/:eventKey',
            lazy: async () => ({ Component: (await edit()).EditLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await edit()).DashboardScreen }) },
              {
                path: 'statistics',
                lazy: async () => ({ Component: (await loadStatisticsScreen()).StatisticsScreen }),
              },
              {
                path: 'settings',
                lazy: async () => ({ Component: (await edit()).SettingsHubScreen }),
              },
              {
                path: 'settings/general',
                lazy: async () => ({ Component: (await edit()).GeneralSettingsScreen }),
              },
              {
                path: 'settings/wording',
                lazy: async () => ({ Component: (await wording()).WordingScreen }),
              },
              {
                path: 'settings/menus',
                lazy: async () => ({ Component: (await menus()).MenusScreen }),
              },
              {
                path: 'settings/organizers',
                lazy: async () => ({ Component: (await organizers()).OrganizersScreen }),
              },
              { path: 'design', lazy: async () => ({ Component: (await design()).DesignScreen }) },
              { path: '*', lazy: async () => ({ Component: (await shell()).NotFoundScreen }) },
            ],
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await shell()).DefaultLayout }),
        children: [
          {
            path: '/replay',
            lazy: async () => ({ Component: (await loadReplayScreen()).ReplayScreen }),
          },
          { path: '*', lazy: async () => ({ Component: (await shell()).NotFoundScreen }) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialPath: string) =>
  createMemoryRouter(routes, { initialEntries: [initialPath] });
