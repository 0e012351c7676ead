import { type ComponentType, lazy } from 'react';
import { loadNamespaces } from './i18n';

/**
 * A screen loaded when first opened, with its strings fetched in parallel: without them in hand
 * the screen would suspend once its code arrived and ask for them only then, one round trip later.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of any screen component
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  namespaces: readonly string[],
) {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
}
