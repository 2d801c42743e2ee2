// What jsdom lacks and the console's libraries expect (react-router, Chakra, IndexedDB).
import 'fake-indexeddb/auto';
// From the DOM library, not @testing-library/react: importing that here, before Jest defines
// afterEach, would skip its automatic cleanup between tests.
import { configure } from '@testing-library/dom';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// A file that renders without a document (`@jest-environment node`, as the server would) has no
// window to complete.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  Element.prototype.scrollTo ??= () => undefined;
  window.scrollTo = () => undefined;
}

// Screens load their chunks lazily; on a busy 2-core CI machine the first import of a route
// can take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });
