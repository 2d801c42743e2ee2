// The route table of spec/console.md §2.1, derived from the areas: path URLs, a layout per slot,
// the access guard, and one lazily loaded chunk per area that brings its texts along.
import type { i18n } from 'i18next';
import {
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RootBoundary } from '../ui/RootBoundary';
import type { AreaDescriptor, LazyComponent, RouteSlot } from './areaDescriptor';
import { AREAS } from './areas';
import { loadAreaTexts } from './areaTexts';
import { RequireAuth, RequireSignedOut } from './guards';

const shell = () => import(/* webpackChunkName: "shell" */ '../ui/layouts');
const shellComponent =
  (name: 'CenteredLayout' | 'ManagerLayout' | 'DefaultLayout' | 'NotFoundScreen') => async () => ({
    Component: (await shell())[name],
  });

export function createRoutes(i18n: i18n, areas: readonly AreaDescriptor[] = AREAS): RouteObject[] {
  const lazy = (area: AreaDescriptor, component: LazyComponent) => async () => {
    const [Component] = await Promise.all([component(), loadAreaTexts(i18n, area)]);
    return { Component };
  };
  const slot = (name: RouteSlot): RouteObject[] =>
    areas.flatMap((area) =>
      area.routes
        .filter((route) => route.slot === name)
        .map((route): RouteObject => {
          const screen = lazy(area, route.screen);
          // The edit shell checks the role against the right each route names (issue 24).
          const handle = name === 'edit' ? { right: route.right ?? 'read' } : undefined;
          return route.path === undefined
            ? { index: true, lazy: screen, handle }
            : { path: route.path, lazy: screen, handle };
        }),
    );
  const layoutOf = (name: RouteSlot) => {
    const owner = areas.find((area) => area.layouts?.[name]);
    const layout = owner?.layouts?.[name];
    return owner && layout ? lazy(owner, layout) : null;
  };
  const editLayout = layoutOf('edit');
  const notFound = { path: '*', lazy: shellComponent('NotFoundScreen') };
  return [
    {
      errorElement: <RootBoundary />,
      children: [
        {
          element: <RequireSignedOut />,
          children: [{ lazy: shellComponent('CenteredLayout'), children: slot('signedOut') }],
        },
        { lazy: shellComponent('CenteredLayout'), children: slot('open') },
        ...slot('bare'),
        {
          element: <RequireAuth />,
          children: [
            { lazy: shellComponent('ManagerLayout'), children: slot('manager') },
            ...(editLayout
              ? [
                  {
                    path: '/edit/:eventKey',
                    lazy: editLayout,
                    children: [...slot('edit'), { ...notFound, handle: { right: 'enter' } }],
                  },
                ]
              : []),
          ],
        },
        { lazy: shellComponent('DefaultLayout'), children: [...slot('public'), notFound] },
      ],
    },
  ];
}

/**
 * Scroll on navigation as spec/console.md §2.2 says: back to a screen's saved position, else to
 * the hash's anchor, else to the top (React Router's ScrollRestoration does exactly that).
 */
function ScrollOnNavigation() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const createAppRouter = (i18n: i18n) =>
  createBrowserRouter([{ element: <ScrollOnNavigation />, children: createRoutes(i18n) }]);
export const createTestRouter = (i18n: i18n, initialPath: string) =>
  createMemoryRouter(createRoutes(i18n), { initialEntries: [initialPath] });
