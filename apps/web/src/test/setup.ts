import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { staffEventStream } from '../shared/live-events/staff-event-stream';
import { initTestI18n } from './i18n';

// Mantine reads these browser APIs, which jsdom does not provide.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

// Mantine's growing text areas listen for web fonts to finish loading.
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
  Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Component tests never open the real staff event stream (its fetch would be one more call to every
// API stub); tests of live behaviour replace this with a subscription they drive.
beforeEach(() => {
  vi.spyOn(staffEventStream, 'subscribe').mockImplementation(() => () => {});
});

afterEach(() => {
  cleanup();
  // Toasts live in Mantine's store, shared by the files of one worker: one left behind would show
  // (and take the focus, and answer role "alert") in the next file's screen.
  notifications.clean();
  localStorage.clear();
  // The page's live region (shared/announce.ts) stays in the body by design; a test leaves none.
  for (const region of document.querySelectorAll('[data-announcer]')) region.remove();
});

// The app's i18next instance with every namespace loaded synchronously.
initTestI18n('ar');
