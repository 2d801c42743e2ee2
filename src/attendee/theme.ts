// The event's theme as CSS custom properties on the root element: app.css reads them. Set
// through the CSSOM (not a style attribute or element), which a strict CSP allows.
import type { PublicEvent } from '../common/publicEvent';

export function applyTheme(root: HTMLElement, theme: PublicEvent['theme']): void {
  root.dataset.theme = theme.name;
  root.style.setProperty('--color-main', theme.colors.color1);
  root.style.setProperty('--color-link', theme.colors.color2);
  root.style.setProperty('--color-background', theme.colors.color3);
}
