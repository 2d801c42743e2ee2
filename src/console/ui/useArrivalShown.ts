// Whether a screen's content may show now that its data has arrived (issue 31). Data that comes
// after the screen mounted (the live feed's snapshot, the stored copy read back) comes as a
// store update, and React renders a store update in one piece: mounting a whole screen in it was
// one task of ~400 ms on a phone. Here the content mounts one render later, in a transition,
// which React renders in slices between which the browser paints and answers input; the
// skeleton stays until then. Data already there when the screen mounts shows at once (a
// navigation, whose render the router already runs as a transition, keeps its scroll position),
// and later changes render at once: only the arrival is deferred.
import { useDeferredValue } from 'react';

export function useArrivalShown(arrived: boolean): boolean {
  return useDeferredValue(arrived) && arrived;
}
