// Toasts never cover the page's own buttons (issue 9, item 8): a notification shows at the
// bottom unless it would lie over a button of the page there (the Save just pressed, at the
// bottom of a phone's screen or of a card), and then at the highest place clear of the page's
// buttons (on a phone a field's own button, such as a date's calendar, may be at the top), or
// at the top when no place is clear. Checked when it shows and as the page scrolls or resizes.
import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/** The page's buttons: in the main region, and in an open dialog. */
const BUTTONS =
  'main button, main [role="button"], [role="dialog"] button, [role="alertdialog"] button';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 &&
  b.width > 0 &&
  a.left < b.right &&
  b.left < a.right &&
  a.top < b.bottom &&
  b.top < a.bottom;

/** Space kept between the notification and the window's edge or a button. */
const GAP = 8;

/**
 * Where the notification in `host` goes: its distance from the window's top in pixels, or
 * undefined for its place at the bottom; `shown`: the id of the one showing.
 */
export function useClearOfButtons(
  host: RefObject<HTMLElement | null>,
  shown: string | undefined,
): number | undefined {
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!shown) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = host.current;
      if (!box) return;
      const { left, right, height } = box.getBoundingClientRect();
      const buttons = Array.from(document.querySelectorAll(BUTTONS))
        .filter((button) => !box.contains(button))
        .map((button) => button.getBoundingClientRect());
      // The band the notification would take with its top at y, with a gap around it.
      const clearAt = (y: number) => {
        const band = new DOMRect(left, y - GAP, right - left, height + 2 * GAP);
        return !buttons.some((button) => overlaps(band, button));
      };
      const lowest = window.innerHeight - height - 2 * GAP;
      if (clearAt(lowest)) {
        setTop(undefined);
        return;
      }
      let y = GAP;
      while (y < lowest && !clearAt(y)) y += GAP;
      setTop(y < lowest ? y : GAP);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [host, shown]);
  return shown === undefined ? undefined : top;
}
