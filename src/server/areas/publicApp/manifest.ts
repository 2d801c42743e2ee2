// The web manifest of an event's app: its name, theme and the uploaded icon's sizes (else the
// icon drawn from its colours and initials), so the attendee can install the app on a phone's
// home screen from the start.
import { publicDefaultIconPath } from '../../../common/publicEvent';
import type { PublicEvent } from '../../../common/publicEvent';
import { DEFAULT_ICON_SIZES } from './defaultIcon';

/** The event's icons: the uploaded ones, else the default icon's sizes. */
export const iconsOf = (event: PublicEvent) =>
  event.icons.length > 0
    ? event.icons.map((i) => ({ src: i.src, sizes: i.sizes, type: i.type }))
    : DEFAULT_ICON_SIZES.map((size) => ({
        src: publicDefaultIconPath(event.eventKey, size),
        sizes: `${size}x${size}`,
        type: 'image/png',
      }));

export function manifestOf(event: PublicEvent, base: string) {
  const name = event.title || event.eventKey;
  return {
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    lang: event.language,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: event.theme.colors.color3,
    theme_color: event.theme.colors.color3,
    icons: iconsOf(event),
  };
}
