import { Component, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { ErrorPanel } from '../shared/error-page';

/**
 * The public route table (data-router objects: `lazy`, `ErrorBoundary`) as React Router's
 * component routes, which the public site's build runs without the data router's code: a lazy
 * route becomes a component that renders its module once loaded (and suspends until then), an
 * error boundary a boundary that shows the app's error panel and clears on the next address.
 */
export type ElementRoute = RouteObject & {
  /** Loads the route's module; hydration waits for the current address's (preloadRoutes). */
  preload?: () => Promise<void>;
};

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A route's module, loaded once. */
class RouteModule {
  Component: ComponentType | undefined;
  /** Why it could not load (a chunk gone after a deployment): shown by the route's error boundary. */
  failure: unknown;
  private pending: Promise<void> | undefined;

  constructor(private readonly lazy: LazyRoute) {}

  load = (): Promise<void> => {
    this.pending ??= (this.lazy as () => Promise<{ Component?: ComponentType | null }>)().then(
      (module) => {
        this.Component = module.Component ?? undefined;
      },
      (error: unknown) => {
        this.failure = error;
      },
    );
    return this.pending;
  };
}

/** Renders a route's module, suspending until it has loaded. */
function LazyRouteComponent({ module }: { module: RouteModule }) {
  if (module.failure !== undefined) throw module.failure;
  if (!module.Component) throw module.load();
  return <module.Component />;
}

interface BoundaryProps {
  /** A new value (the next address) clears a shown error. */
  resetKey: string;
  /** The app's outermost boundary shows the panel as the page's main content. */
  main: boolean;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const panel = <ErrorPanel error={this.state.error} />;
    return this.props.main ? <main>{panel}</main> : panel;
  }
}

function AddressErrorBoundary({ main, children }: { main: boolean; children: ReactNode }) {
  return (
    <RouteErrorBoundary resetKey={useLocation().pathname} main={main}>
      {children}
    </RouteErrorBoundary>
  );
}

export function elementRoutes(routes: readonly RouteObject[], depth = 0): ElementRoute[] {
  return routes.map((route) => {
    const { lazy, ErrorBoundary, Component: RouteComponent, HydrateFallback: _fallback, children, ...rest } = route;
    const out = { ...rest } as ElementRoute;
    let element: ReactNode = route.element;
    if (lazy) {
      const module = new RouteModule(lazy as LazyRoute);
      element = <LazyRouteComponent module={module} />;
      out.preload = module.load;
    } else if (RouteComponent) {
      element = <RouteComponent />;
    }
    // A route without a component renders its children, as in the data router.
    if (ErrorBoundary)
      element = <AddressErrorBoundary main={depth === 0}>{element ?? <Outlet />}</AddressErrorBoundary>;
    if (element !== undefined) out.element = element;
    if (children) (out as { children?: ElementRoute[] }).children = elementRoutes(children, depth + 1);
    return out;
  });
}

/** Loads the modules of the routes an address matches. */
export async function preloadRoutes(matches: readonly { route: ElementRoute }[] | null): Promise<void> {
  await Promise.all((matches ?? []).map(({ route }) => route.preload?.()));
}
