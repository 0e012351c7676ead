import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { preloadScreenAt, type ScreenRoute, screenAt } from '../lazy-screen';
import { RequireAuth, ScreenNotFound } from './guards';

/** What an area's frame and home page are told by its route table. */
export interface AreaPageProps {
  /** Whether a menu path leads somewhere: a page of this area, or another area. */
  isAvailable(path: string): boolean;
}

/** A back-office's route table: its `routes.tsx` declares one and nothing else. */
export interface AreaRouteTable {
  /** Where the area is mounted, e.g. '/admin'; screen paths are relative to it. */
  base: string;
  /** The home page's address: the base itself, or a page below it that the base redirects to. */
  homePath: string;
  /** The frame around every page: the shared staff frame with the area's menu. */
  Frame: ComponentType<AreaPageProps>;
  /** The landing page: the sections the user may open. */
  Home: ComponentType<AreaPageProps>;
  /**
   * Each screen, a lazy chunk of its own. A menu entry is linked only when a screen (or the home
   * page) serves its path, so an entry is never declared without the screen it opens.
   */
  screens: readonly ScreenRoute[];
}

function isInside(base: string, path: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Whether a menu path leads somewhere from this area: its home, one of its screens, or another area. */
export function leadsSomewhere({ base, homePath, screens }: AreaRouteTable, path: string): boolean {
  return !isInside(base, path) || path === homePath || screenAt(base, screens, path) !== null;
}

/**
 * Declares an area's route table. The screen the opened address leads to starts loading at once,
 * beside the session's profile, rather than after the frame has rendered.
 */
export function areaRouteTable(table: AreaRouteTable): AreaRouteTable {
  preloadScreenAt(table.base, table.screens);
  return table;
}

/**
 * The area's routes under its base (the router mounts the area at `base/*`): sign-in required, the
 * frame around every page, the home page, each screen, and "not found" inside the frame for any
 * other path. Permissions are not repeated here: the frame guards each path with the rule of the
 * menu entry that owns it.
 */
export function AreaRoutes({ table }: { table: AreaRouteTable }) {
  const { base, homePath, Frame, Home, screens } = table;
  const isAvailable = (path: string) => leadsSomewhere(table, path);
  const homeRoute = homePath.slice(base.length + 1);
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<Frame isAvailable={isAvailable} />}>
          {homeRoute === '' ? (
            <Route index element={<Home isAvailable={isAvailable} />} />
          ) : (
            <>
              <Route index element={<Navigate to={homePath} replace />} />
              <Route path={homeRoute} element={<Home isAvailable={isAvailable} />} />
            </>
          )}
          {screens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<ScreenNotFound homePath={homePath} />} />
        </Route>
      </Route>
    </Routes>
  );
}
