// The CSS custom properties the attendee app's stylesheet reads for an event's theme colours:
// set by the app on the root element (src/attendee/theme.ts), and written by the server into
// the page with a first screen, so that screen wears the event's colours before any script.
import type { PublicEvent } from './publicEvent';

export function themeProperties(theme: PublicEvent['theme']): [string, string][] {
  return [
    ['--color-main', theme.colors.color1],
    ['--color-link', theme.colors.color2],
    ['--color-background', theme.colors.color3],
  ];
}
