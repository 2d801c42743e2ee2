// Toasts never cover the page's own buttons (issue 9, item 8): a notification shows at the
// bottom unless it would lie over a button of the page there (the Save just pressed, at the
// bottom of a phone's screen or of a card), and then shows at the top. Checked when it shows
// and as the page scrolls or resizes.
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

/** Whether the notification in `host` belongs at the top; `shown`: the id of the one showing. */
export function useClearOfButtons(
  host: RefObject<HTMLElement | null>,
  shown: string | undefined,
): boolean {
  const [atTop, setAtTop] = useState(false);
  useLayoutEffect(() => {
    if (!shown) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = host.current;
      if (!box) return;
      const { left, right, height } = box.getBoundingClientRect();
      // Where it would be at the bottom, with the gap below it.
      const bottom = new DOMRect(left, window.innerHeight - height - 16, right - left, height + 16);
      const buttons = Array.from(document.querySelectorAll(BUTTONS)).filter(
        (button) => !box.contains(button),
      );
      setAtTop(buttons.some((button) => overlaps(bottom, button.getBoundingClientRect())));
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
  return shown !== undefined && atTop;
}
