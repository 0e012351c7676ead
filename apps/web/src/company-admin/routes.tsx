import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, ScreenNotFound } from '../app/guards';
import { MainPage } from './main';
import { COMPANY_HOME } from './menu';
import { CompanyAdminShell } from './shell';

// Each resource screen is its own chunk, fetched when first opened.
const AdminUsersPage = lazy(() => import('./admin-users/index'));
const LogActionsPage = lazy(() => import('./log-actions/index'));

/**
 * The /admin/* route table (relative paths). Permissions are not repeated here: the shell guards
 * each path with the rule of the menu entry that owns it.
 */
export default function CompanyAdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<CompanyAdminShell />}>
          <Route index element={<Navigate to={COMPANY_HOME} replace />} />
          <Route path="main" element={<MainPage />} />
          <Route path="admin-users/*" element={<AdminUsersPage />} />
          <Route path="log-actions/*" element={<LogActionsPage />} />
          <Route path="*" element={<ScreenNotFound homePath={COMPANY_HOME} />} />
        </Route>
      </Route>
    </Routes>
  );
}
