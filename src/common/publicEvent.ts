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

/** The app's icon drawn from the event's colours and initials, until one is uploaded. */
export const publicDefaultIconPath = (eventKey: string, size: number) =>
  `${publicEventPath(eventKey)}/icon-${size}.png`;

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
  /** Whether the app asks for registration by SMS code, and shows a QR check-in code. */
  registration: { required: boolean; qrCode: boolean };
  organizers: PublicParty[];
  sponsors: PublicParty[];
  /** The IANA zone the schedule is shown in. */
  timeZone: string;
  /** The venue: its profile and its 'poesi' sections. */
  place: {
    title: string;
    description: string;
    image: PublicImage | null;
    sections: PublicSection[];
  };
  /** The info page's own sections ('esi'); its title, text and cover are the event's. */
  infoSections: PublicSection[];
  /** Visible locations, in the console's order. */
  locations: PublicLocation[];
  /** Speakers not hidden, in the console's order. */
  speakers: PublicSpeaker[];
  /** Visible meetings by start time. */
  meetings: PublicMeeting[];
  /** Published posts, pinned first, then newest first. */
  posts: PublicPost[];
}

/** A "files and links" item. Rich text is sanitised HTML; url is absolute for links and files. */
export interface PublicAttachment {
  id: string;
  title: string;
  kind: 'link' | 'text' | 'image' | 'file';
  url: string;
  text: string;
  image: PublicImage | null;
  imageTitle: string;
}

export interface PublicSection {
  id: string;
  title: string;
  description: string;
  items: PublicAttachment[];
}

export interface PublicLocation {
  id: string;
  name: string;
  address: string;
  description: string;
  image: PublicImage | null;
  items: PublicAttachment[];
}

export interface PublicSpeaker {
  id: string;
  name: string;
  position: string;
  /** The short bio line (the spec keeps it in companyName). */
  company: string;
  bio: string;
  avatar: PublicImage | null;
}

export interface PublicMeeting {
  id: string;
  name: string;
  title: string;
  annotation: string;
  text: string;
  icon: string;
  /** Epoch seconds. */
  startAt: number;
  endAt: number;
  /** A visible location's id, or ''. */
  locationId: string;
  showLocation: boolean;
  /** Visible speakers only. */
  speakerIds: string[];
  header: PublicImage | null;
}

export type PublicRef = { kind: 'location' | 'meeting' | 'speaker'; id: string };

export interface PublicPost {
  id: string;
  kind: 'news' | 'org' | 'change';
  title: string;
  text: string;
  /** Epoch seconds. */
  publishedAt: number;
  pinned: boolean;
  /** The attached item, when it is public. */
  ref: PublicRef | null;
}
