// The edit shell's routes as the app's router has them, for component tests.
import type { RouteObject } from 'react-router-dom';
import { DashboardScreen } from './DashboardScreen';
import { EditLayout } from './EditLayout';
import { GeneralSettingsScreen } from './GeneralSettingsScreen';
import { SettingsHubScreen } from './SettingsHubScreen';

export const editTestRoutes: RouteObject[] = [
  { path: '/', element: <p>events</p> },
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { index: true, element: <DashboardScreen /> },
      { path: 'settings', element: <SettingsHubScreen /> },
      { path: 'settings/general', element: <GeneralSettingsScreen /> },
    ],
  },
];
