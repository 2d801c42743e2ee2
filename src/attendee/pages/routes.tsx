// The page a path names. Home ships with the app's first script; every other page is a chunk
// of its own, fetched when first shown (and precached by the service worker, so it is there
// offline), to keep the home page's JavaScript within its budget.
import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { MENU_ITEMS } from '../../common/constants';
import { HomePage } from './HomePage';
import { SectionPage } from './SectionPage';

const page = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const SponsorsPage = page(async () => (await import('./SponsorsPage')).SponsorsPage);
const loadSchedule = () => import('./SchedulePage');
const SchedulePage = page(async () => (await loadSchedule()).SchedulePage);
const MeetingPage = page(async () => (await import('./MeetingPage')).MeetingPage);
const SpeakersPage = page(async () => (await import('./SpeakersPage')).SpeakersPage);
const SpeakerPage = page(async () => (await import('./SpeakerPage')).SpeakerPage);
const LocationsPage = page(async () => (await import('./LocationsPage')).LocationsPage);
const InfoPage = page(async () => (await import('./InfoPage')).InfoPage);
const NotificationsPage = page(async () => (await import('./NotificationsPage')).NotificationsPage);
const FavoritesPage = page(async () => (await import('./FavoritesPage')).FavoritesPage);
const FeedbacksPage = page(async () => (await import('./FeedbacksPage')).FeedbacksPage);
const FeedbackFormPage = page(async () => (await import('./FeedbackFormPage')).FeedbackFormPage);
const RegistrationPage = page(
  async () => (await import('../registration/RegistrationPage')).RegistrationPage,
);

/**
 * Fetches the schedule's chunk beside the event when the app opens on it, not after the event
 * has arrived: one round trip less before a first visit shows a day.
 */
export function preloadPage(path: string): void {
  if (path === 'schedule') loadSchedule().catch(() => undefined);
}

/** The page of a path below the app's base ('' is home), or null for no such page. */
export function pageFor(path: string): ReactNode {
  const [section = '', id, ...rest] = path.split('/');
  if (rest.length > 0) return null;
  if (id !== undefined) {
    if (section === 'meeting') return <MeetingPage id={id} />;
    if (section === 'speakers') return <SpeakerPage id={id} />;
    if (section === 'feedbacks') return <FeedbackFormPage formId={id} />;
    return null;
  }
  switch (section) {
    case '':
      return <HomePage />;
    case 'sponsors':
      return <SponsorsPage />;
    case 'schedule':
      return <SchedulePage />;
    case 'speakers':
      return <SpeakersPage />;
    case 'locations':
      return <LocationsPage />;
    case 'info':
      return <InfoPage />;
    case 'notifications':
      return <NotificationsPage />;
    case 'favorites':
      return <FavoritesPage />;
    case 'feedbacks':
      return <FeedbacksPage />;
    case 'registration':
      return <RegistrationPage />;
  }
  return (MENU_ITEMS as readonly string[]).includes(section) ? (
    <SectionPage item={section} />
  ) : null;
}
