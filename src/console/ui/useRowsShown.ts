// A list's first screen first: of the rows a list has, render the first few at once and the rest
// once the browser is idle (after that frame has been painted), so a page of rows that each cost
// style and layout work shows its top without waiting for its bottom. For short lists (a page of
// 50); a list that can grow to thousands wants windowing instead.
import { useEffect, useState } from 'react';
import { onIdle } from './idle';

/** Rows rendered at once: more than a desktop screen shows of a list of cards. */
export const FIRST_ROWS = 12;
/** How long the rest may wait for an idle moment, ms. */
const IDLE_TIMEOUT = 500;

/**
 * How many of `count` rows to render now: FIRST_ROWS until the browser has been idle once after
 * the list first had more, then all of them (and all from then on, however the count changes).
 */
export function useRowsShown(count: number): number {
  const [all, setAll] = useState(false);
  const waiting = !all && count > FIRST_ROWS;
  useEffect(() => {
    if (!waiting) return;
    return onIdle(() => setAll(true), IDLE_TIMEOUT);
  }, [waiting]);
  return all ? count : Math.min(count, FIRST_ROWS);
}
