// The edit shell follows its event to a new key once the server has it (saved here or in another
// tab): the route moves to the same page under the new key. It reads where the router is, not
// the page on screen: React Router renders a navigation in a transition while the event's new
// key renders at once, so the screen can still show the page the organiser is leaving (Save in
// the unsaved-changes dialog, then the dashboard). Following from that page would replace their
// navigation with the page they left.
import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { MOVED_PAGE } from '../../../ui/useUnsavedChangesGuard';

/** `routeKey`: the key in the route; `target`: the event's dashboard path under its new key. */
export function useFollowEventKey(routeKey: string, target: string | null): void {
  // The live router (its state is ahead of the render); none outside a data router.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const { location, navigation } = router?.state ?? {
      location: rendered,
      navigation: { state: 'idle' },
    };
    // A navigation under way lands first; its page renders and follows the key from there.
    if (navigation.state !== 'idle') return;
    const base = `/edit/${routeKey}`;
    const { pathname, search, hash } = location;
    if (pathname !== base && !pathname.startsWith(`${base}/`)) return;
    const rest = pathname.slice(base.length).replace(/\/+$/, '');
    void navigate(
      { pathname: `${target}${rest}`, search, hash },
      { replace: true, state: MOVED_PAGE },
    );
  }, [target, routeKey, rendered, router, navigate]);
}
