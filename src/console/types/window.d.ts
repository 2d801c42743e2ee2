// Set by the service worker registration when a new version waits; the update notice calls it.
interface Window {
  __eventappActivateUpdate?: () => void;
}
