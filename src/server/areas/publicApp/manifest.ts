// The web manifest of an event's app: its name, theme and the uploaded icon's sizes, so the
// attendee can install the app on a phone's home screen.
import type { PublicEvent } from '../../../common/publicEvent';

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
    icons: event.icons.map((i) => ({ src: i.src, sizes: i.sizes, type: i.type })),
  };
}
