import { startTransition, useEffect, useState } from 'react';
import { onIdle } from '../../../ui/idle';

/** Cards in the first render: more than a phone or a wide desktop shows before scrolling. */
const FIRST = 8;
/** Cards added per later task. */
const STEP = 8;

/**
 * How many of `total` items to render now: the first few at once, then the rest a batch per
 * task once the browser is idle. Each card costs Chakra's style work; rendering all of them in
 * the first render held the phone's main thread for a second before the list was usable
 * (issue 14). Items already shown stay shown when the list changes.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST);
  useEffect(() => {
    if (count >= total) return;
    return onIdle(() => startTransition(() => setCount((shown) => shown + STEP)), 500);
  }, [count, total]);
  return Math.min(count, total);
}
