// The attendee app's entry: the page shell names the event and the path the app lives under
// (data attributes of #root, set by the server); the service worker keeps it usable offline.
import { createRoot } from 'react-dom/client';
import './app.css';
import { App } from './App';
import { EventStore } from './device/eventStore';
import { registerServiceWorker } from './offline/register';
import { preloadPage } from './pages/routes';
import { PreviewSession } from './preview';
import { pagePath } from './router';

const root = document.getElementById('root');
if (root) {
  const eventKey = root.dataset.eventKey ?? '';
  const base = root.dataset.base ?? '/';
  preloadPage(pagePath(base, window.location));
  // The console's preview: its credential is sent, nothing is kept, no worker is installed.
  const preview = PreviewSession.of(window);
  const store = preview
    ? new EventStore(eventKey, null, undefined, preview.credential)
    : new EventStore(eventKey);
  createRoot(root).render(<App store={store} eventKey={eventKey} base={base} preview={preview} />);
  if (!preview) registerServiceWorker(base);
}
