// The area's routes under the edit shell, and delivered documents, for its component tests.
import type { RouteObject } from 'react-router-dom';
import { deliver } from '../../../../../test/console/liveDocs';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import type { AppStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { InfoScreen } from '../screens';
import { LocationScreen } from '../screens';
import { PlaceScreen } from '../screens';
import { InfoSectionScreen, PlaceSectionScreen } from '../screens';

export const cmsTestRoutes: RouteObject[] = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'place', element: <PlaceScreen /> },
      { path: 'place/section/new', element: <PlaceSectionScreen /> },
      { path: 'place/section/:groupId', element: <PlaceSectionScreen /> },
      { path: 'locations/new', element: <LocationScreen /> },
      { path: 'locations/:locationId', element: <LocationScreen /> },
      { path: 'info', element: <InfoScreen /> },
      { path: 'info/section/new', element: <InfoSectionScreen /> },
      { path: 'info/section/:groupId', element: <InfoSectionScreen /> },
    ],
  },
];

const E = 'event-1';

/** Two locations, an info and a place section, and two items of the info section. */
export function deliverContent(store: AppStore): void {
  deliver(store, LIVE_TARGETS.locations.path({ eventId: E }), [
    [
      'l1',
      {
        case: 'location',
        value: {
          locationId: 'l1',
          eventId: E,
          name: 'Зал A',
          address: 'Пресненская 14',
          createdAt: 100,
        },
      },
    ],
    [
      'l2',
      { case: 'location', value: { locationId: 'l2', eventId: E, name: 'Зал B', createdAt: 200 } },
    ],
  ]);
  deliver(store, LIVE_TARGETS.cmsSections.path({ eventId: E }), [
    [
      'g1',
      {
        case: 'cmsSection',
        value: { groupId: 'g1', eventId: E, title: 'Трансфер', numSort: 1, sectionKey: 'esi' },
      },
    ],
    [
      'g2',
      {
        case: 'cmsSection',
        value: { groupId: 'g2', eventId: E, title: 'Парковка', numSort: 2, sectionKey: 'poesi' },
      },
    ],
  ]);
  deliver(store, LIVE_TARGETS.cmsSectionItems.path({ eventId: E }), [
    [
      'i1',
      {
        case: 'cmsSectionItem',
        value: {
          groupItemId: 'i1',
          eventId: E,
          groupId: 'g1',
          itemKey: 'cms_sections:g1',
          title: 'Сайт',
          contentType: 1,
          linkUrl: 'https://example.org',
          numSort: 10,
        },
      },
    ],
    [
      'i2',
      {
        case: 'cmsSectionItem',
        value: {
          groupItemId: 'i2',
          eventId: E,
          groupId: 'g1',
          itemKey: 'cms_sections:g1',
          title: 'Памятка',
          contentType: 2,
          text: '<p>x</p>',
          numSort: 20,
        },
      },
    ],
  ]);
}
