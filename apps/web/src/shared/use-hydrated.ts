import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates it, true from the
 * render after: a control that needs the app (a form's send button) stays disabled until then, so
 * a press before the scripts run cannot send the form the browser's own way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
