import { createContext, type ReactNode, useContext } from 'react';
import { Route, Routes } from 'react-router';
import { ScreenNotFound } from './guards';

/** The back-office's home page, for the way back from an unknown path. */
export const StaffHomeContext = createContext('/');

/**
 * A screen's own routes (list, add, edit…), plus "not found" inside the shell for any other path
 * below the screen, such as an edit page's address without its id.
 */
export function ScreenRoutes({ children }: { children: ReactNode }) {
  const home = useContext(StaffHomeContext);
  return (
    <Routes>
      {children}
      <Route path="*" element={<ScreenNotFound homePath={home} />} />
    </Routes>
  );
}
