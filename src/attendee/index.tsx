// The attendee app's entry: the page shell names the event and the path the app lives under
// (data attributes of #root, set by the server); the service worker keeps it usable offline.
import { createRoot } from 'react-dom/client';
import './app.css';
import { App } from './App';
import { EventStore } from './device/eventStore';
import { registerServiceWorker } from './offline/register';

const root = document.getElementById('root');
if (root) {
  const eventKey = root.dataset.eventKey ?? '';
  const base = root.dataset.base ?? '/';
  createRoot(root).render(<App store={new EventStore(eventKey)} eventKey={eventKey} base={base} />);
  registerServiceWorker(base);
}
