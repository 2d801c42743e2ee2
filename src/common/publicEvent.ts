// What the public read path carries for one published event (ARCHITECTURE §2, public path):
// the server builds it, the attendee app stores and renders it. Only published, public data
// belongs here: no owner, no participants, no custom domain records, no private preferences.
import type { MenuItem, ThemeColors, ThemeName } from './constants';

export const PUBLIC_API_PATH = '/api/v1/public';

/** The public snapshot of one event: GET {PUBLIC_API_PATH}/events/{eventKey}. */
export const publicEventPath = (eventKey: string) =>
  `${PUBLIC_API_PATH}/events/${encodeURIComponent(eventKey)}`;
/** The web manifest of the event's app. */
export const publicManifestPath = (eventKey: string) =>
  `${publicEventPath(eventKey)}/manifest.webmanifest`;

export interface PublicImage {
  /** Absolute path of the original (or largest) size. */
  src: string;
  /** Paths of the derived widths by suffix ('_size_w150', …), for srcset. */
  widths: Record<string, string>;
}

export interface PublicParty {
  id: string;
  name: string;
  logo: PublicImage | null;
}

export interface PublicEvent {
  eventId: string;
  eventKey: string;
  /** The event language: its texts, and the app's own interface texts when ru or en. */
  language: string;
  /** The app name (the event title in the event language). */
  title: string;
  /** Sanitised HTML. */
  description: string;
  slogan: string;
  copyright: string;
  /** Epoch seconds, or null when not set. */
  startAt: number | null;
  endAt: number | null;
  theme: { name: ThemeName; colors: ThemeColors };
  images: {
    cover: PublicImage | null;
    background: PublicImage | null;
    backgroundDesktop: PublicImage | null;
  };
  /** App icons by size, for the web manifest ('512x512' → path). */
  icons: { sizes: string; src: string; type: string }[];
  /** The visible menu items, in menu order. */
  menu: MenuItem[];
  /** Wording: the event's translations in its language over the default keys' texts. */
  wording: Record<string, string>;
  /** The date locale (ui.locale). */
  dateLocale: string;
  footer: { visible: boolean; link: string };
  organizers: PublicParty[];
  sponsors: PublicParty[];
}
