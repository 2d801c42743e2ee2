// The attendee app: the event from the device (then the server), its theme and language
// applied to the document, and the page the path names. Each page view is reported once.
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PublicEvent } from '../common/publicEvent';
import { afterPaint } from './afterPaint';
import { AppContext } from './appContext';
import type { EventStore } from './device/eventStore';
import { pageFor } from './pages/routes';
import { asksRegistration } from './registration/asks';
import { withDraft } from './preview';
import type { PreviewSession } from './preview';
import { usePagePath } from './router';
import { appLanguage, textsFor } from './texts';
import { applyBranding, applyTheme } from './theme';
import { Layout } from './ui/Layout';
import { Missing } from './ui/Missing';

function useDocument(event: PublicEvent | null) {
  useEffect(() => {
    if (!event) return;
    const root = document.documentElement;
    applyTheme(root, event.theme);
    applyBranding(root, event.images);
    root.lang = event.language;
    document.title = event.title || event.eventKey;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', event.theme.colors.color3);
  }, [event]);
}

const RegistrationGate = lazy(async () => ({
  default: (await import('./registration/Gate')).RegistrationGate,
}));
/**
 * Mounted with the page inside its Suspense: once the page is painted, what waited for it (the
 * long texts, the page-view report) goes, so it never competes with the first paint.
 */
function Painted({ done }: { done: () => void }) {
  useEffect(() => afterPaint(done), [done]);
  return null;
}

const noDraft = () => null;
const noSubscribe = () => () => undefined;
/** A chunk lost (offline before it was kept) costs a statistic or a sync, never the page. */
const noReport = () => undefined;

export function App({
  store,
  eventKey,
  base,
  preview = null,
  onPainted,
}: {
  store: EventStore;
  eventKey: string;
  base: string;
  /** The console's preview session, when framed as its preview. */
  preview?: PreviewSession | null;
  /** Called once the first page has painted (the server's first screen then gives way). */
  onPainted?: () => void;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const draft = useSyncExternalStore(
    preview?.subscribe ?? noSubscribe,
    preview?.getDraft ?? noDraft,
  );
  const path = usePagePath(base);
  const [painted] = useState(() => {
    let done = () => {};
    const promise = new Promise<void>((resolve) => (done = resolve));
    return { promise, done };
  });
  const event = useMemo(() => state.event && withDraft(state.event, draft), [state.event, draft]);
  useDocument(event);
  useEffect(() => {
    if (onPainted) void painted.promise.then(onPainted);
  }, [painted, onPainted]);
  // The long texts wait for the first page's paint: held back before the store starts.
  useEffect(() => {
    store.deferTexts(painted.promise);
    const stop = store.start();
    // A page's first date format starts ICU's date and zone data: about 25 ms on a desktop,
    // four times that on a phone. Done while the event is on its way, not after it arrived.
    setTimeout(() => new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(0));
    return stop;
  }, [store, painted]);
  useEffect(() => preview?.start(window), [preview]);
  // The draft ends when the organiser saves (or undoes) it: read the saved event at once.
  useEffect(() => {
    if (preview && draft === null) void store.refresh();
  }, [preview, draft, store]);
  // Favourites shared with the attendee's other devices (none in the organiser's preview): a
  // chunk of its own, started once the first page has painted.
  useEffect(() => {
    if (preview) return;
    let stop: (() => void) | null = null;
    let stopped = false;
    void painted.promise
      .then(() => import('./device/favoriteSync'))
      .then((sync) => {
        if (!stopped) stop = sync.startFavoriteSync(eventKey, localStorage, (...a) => fetch(...a));
      }, noReport);
    return () => {
      stopped = true;
      stop?.();
    };
  }, [painted, eventKey, preview]);
  // A chunk of its own: the report never needs to be in the home page's first script.
  useEffect(() => {
    void painted.promise
      .then(() => import('./device/collect'))
      .then((c) => c.reportPageView(eventKey, path), noReport);
  }, [painted, eventKey, path]);

  const texts = textsFor(appLanguage(event?.language ?? document.documentElement.lang));
  if (!event) {
    const message =
      state.status === 'missing' ? (
        <>
          <h1>{texts.unavailable.title}</h1>
          <p>{texts.unavailable.text}</p>
        </>
      ) : (
        <p role="status">{state.status === 'failed' ? texts.loadFailed : texts.loading}</p>
      );
    return <main className="not-found">{message}</main>;
  }
  const page = pageFor(path) ?? <Missing />;
  // The organiser's preview shows every page; attendees of a registration event sign in first.
  const gated = !preview && asksRegistration(event);
  return (
    <AppContext.Provider value={{ event, texts, base }}>
      <Layout home={path === ''} offline={state.offline}>
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          {gated ? <RegistrationGate path={path}>{page}</RegistrationGate> : page}
          <Painted done={painted.done} />
        </Suspense>
      </Layout>
    </AppContext.Provider>
  );
}
