// The attendee app's entry: the page shell names the event and the path the app lives under
// (data attributes of #root, set by the server); the service worker keeps it usable offline.
// The server's first screen, when #root holds one, stays on show until the app has painted the
// same page beside it (hidden), then gives way: no blank or loading frame between the two. A
// star tapped on that screen before then counts once (src/common/firstScreenStars.ts).
import { createRoot } from 'react-dom/client';
import './app.css';
import { FIRST_SCREEN_STARS_HOOK } from '../common/firstScreenStars';
import { App } from './App';
import { applyFirstScreenStars } from './device/favorites';
import { EventStore } from './device/eventStore';
import { registerServiceWorker } from './offline/register';
import { preloadPage } from './pages/routes';
import { PreviewSession } from './preview';
import { pagePath } from './router';

/**
 * Moves the server's first screen out of #root and hides #root; the returned call swaps back.
 * A first screen of another page (the worker's offline fallback is the home's) is dropped.
 */
function holdFirstScreen(root: HTMLElement, path: string): () => void {
  const screen = root.dataset.firstScreen;
  // From now on #root holds the app's own page, whose stars the shell's script leaves alone.
  delete root.dataset.firstScreen;
  if (screen !== path) {
    if (screen !== undefined) root.replaceChildren();
    return () => undefined;
  }
  const first = document.createElement('div');
  first.className = 'first-screen';
  first.append(...root.childNodes);
  root.before(first);
  root.hidden = true;
  return () => {
    first.remove();
    root.hidden = false;
  };
}

const root = document.getElementById('root');
if (root) {
  const eventKey = root.dataset.eventKey ?? '';
  const base = root.dataset.base ?? '/';
  const path = pagePath(base, window.location);
  const showApp = holdFirstScreen(root, path);
  preloadPage(path);
  // The console's preview: its credential is sent, nothing is kept, no worker is installed.
  const preview = PreviewSession.of(window);
  if (!preview) {
    // Stars tapped on the server's first screen before now, then each later tap until it goes.
    const takeStars = () => {
      try {
        applyFirstScreenStars(localStorage, eventKey);
      } catch {
        // Storage blocked: the shell's script could note no tap either.
      }
    };
    takeStars();
    (window as unknown as Record<string, unknown>)[FIRST_SCREEN_STARS_HOOK] = takeStars;
  }
  const store = preview
    ? new EventStore(eventKey, null, undefined, preview.credential)
    : new EventStore(eventKey);
  createRoot(root).render(
    <App store={store} eventKey={eventKey} base={base} preview={preview} onPainted={showApp} />,
  );
  if (!preview) registerServiceWorker(base);
}
