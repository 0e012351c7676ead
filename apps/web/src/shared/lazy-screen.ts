import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router';
import { loadNamespaces } from './i18n';

// biome-ignore lint/suspicious/noExplicitAny: the props of any screen component
type AnyComponent = ComponentType<any>;

/** A lazy screen whose loading can also be started before React asks for it. */
export type LazyScreen<T extends AnyComponent = AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the screen's code and strings (once); React then finds them in hand. */
  preload(): Promise<unknown>;
};

/**
 * A screen loaded when first opened, with its strings fetched in parallel: without them in hand
 * the screen would suspend once its code arrived and ask for them only then, one round trip later.
 */
export function lazyScreen<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  namespaces: readonly string[] = [],
): LazyScreen<T> {
  let pending: Promise<{ default: T }> | null = null;
  const start = () => {
    pending ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
    return pending;
  };
  return Object.assign(lazy(start), { preload: start });
}

/** One screen of an area's route table: its path relative to the area (react-router pattern). */
export interface ScreenRoute {
  path: string;
  Screen: LazyScreen;
}

/** The screen of an area's route table (mounted at `base`) that an address opens, if any. */
export function screenAt(base: string, screens: readonly ScreenRoute[], pathname: string): ScreenRoute | null {
  if (!pathname.startsWith(`${base}/`)) return null;
  const relative = pathname.slice(base.length);
  return screens.find(({ path }) => matchPath({ path, end: true }, relative) !== null) ?? null;
}

/**
 * Starts loading the screen a back-office address opens, as soon as the area's route table is
 * loaded: otherwise its chunk would wait for the session's profile and the shell to render first,
 * one more step of a chain that, on a slow phone, is mostly waiting for the CPU.
 */
export function preloadScreenAt(
  base: string,
  screens: readonly ScreenRoute[],
  pathname: string = window.location.pathname,
): ScreenRoute | null {
  const screen = screenAt(base, screens, pathname);
  void screen?.Screen.preload().catch(() => {
    // The screen's own lazy load reports the failure through the error boundary when it renders.
  });
  return screen;
}
