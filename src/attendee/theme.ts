// The event's theme and branding images as CSS custom properties on the root element: app.css
// reads them. Set through the CSSOM (not a style attribute or element), which a strict CSP
// allows.
import type { PublicEvent } from '../common/publicEvent';
import { themeProperties } from '../common/themeProperties';

export function applyTheme(root: HTMLElement, theme: PublicEvent['theme']): void {
  root.dataset.theme = theme.name;
  for (const [name, value] of themeProperties(theme)) root.style.setProperty(name, value);
}

const cssUrl = (src: string) => `url("${encodeURI(src).replace(/"/g, '%22')}")`;

/** The menu-screen background (home, phones) and the desktop background (wide screens). */
export function applyBranding(root: HTMLElement, images: PublicEvent['images']): void {
  const set = (name: string, src: string | undefined) =>
    src ? root.style.setProperty(name, cssUrl(src)) : root.style.removeProperty(name);
  set('--image-background', images.background?.widths._size_w600 ?? images.background?.src);
  set('--image-background-desktop', images.backgroundDesktop?.src);
}
