import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAuth, ScreenNotFound } from '../shared/staff/guards';
import { MainPage } from './main';
import { COMPANY_HOME } from './menu';
import { CompanyAdminShell } from './shell';

// Each resource screen is its own chunk, fetched when first opened.
const AdminUsersPage = lazy(() => import('./admin-users/index'));
const LogActionsPage = lazy(() => import('./log-actions/index'));
const EmploymentApplicationsPage = lazy(() => import('./employment-applications/index'));
const ApplicationDetailsPage = lazy(() => import('./employment-applications/details'));
const FinanceMarketPage = lazy(() => import('./finance-market/index'));
const InvestigatorPage = lazy(() => import('./investigator/index'));
const QuestionsPage = lazy(() => import('./questions/index'));
const KeyMetricsPage = lazy(() => import('./indicators/key-metrics'));
const KpisPage = lazy(() => import('./indicators/kpis'));
const BranchesPage = lazy(() => import('./branches/index'));
const BranchFormPage = lazy(() => import('./branches/branch-form'));
const MagazineSectionsPage = lazy(() => import('./magazine/sections'));
const MagazineSubsectionsPage = lazy(() => import('./magazine/subsections'));
const MagazineArticlesPage = lazy(() => import('./magazine/articles'));
const NewsScreen = lazy(() => import('./news/index'));
const ReportsScreen = lazy(() => import('./reports/index'));
const HomeSliderPage = lazy(() => import('./widgets/home-slider'));
const InvestorSliderPage = lazy(() => import('./widgets/investor-slider'));
const NavMenuPage = lazy(() => import('./widgets/nav-menu'));
const HomeStatisticsPage = lazy(() => import('./widgets/home-statistics'));
const ContactsDataPage = lazy(() => import('./site-content/contacts'));
const AboutUsPageDataPage = lazy(() => import('./site-content/about-page'));
const HomePageDataPage = lazy(() => import('./site-content/home-sections'));
const InvestorPageDataPage = lazy(() => import('./site-content/investor-sections'));
const MessagesScreen = lazy(() => import('./messages/index'));
const RolesScreen = lazy(() => import('./roles/index'));

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
          <Route path="employment-applications" element={<EmploymentApplicationsPage />} />
          <Route path="employment-applications/job-details/:id" element={<ApplicationDetailsPage />} />
          <Route path="finance-market/*" element={<FinanceMarketPage />} />
          <Route path="investigator/*" element={<InvestigatorPage />} />
          <Route path="questions/*" element={<QuestionsPage />} />
          <Route path="key-metrics/*" element={<KeyMetricsPage />} />
          <Route path="indicator-performance/*" element={<KpisPage />} />
          <Route path="branches" element={<BranchesPage />} />
          <Route path="add-branch/:id?" element={<BranchFormPage />} />
          <Route path="articles-sections/*" element={<MagazineSectionsPage />} />
          <Route path="articles-sub-sections/:id/*" element={<MagazineSubsectionsPage />} />
          <Route path="articles/*" element={<MagazineArticlesPage />} />
          <Route path="news/*" element={<NewsScreen />} />
          <Route path="results-and-reports/*" element={<ReportsScreen />} />
          <Route path="home-page-slider" element={<HomeSliderPage />} />
          <Route path="investor-page-slider" element={<InvestorSliderPage />} />
          <Route path="nav-bar-menu" element={<NavMenuPage />} />
          <Route path="home-statistics" element={<HomeStatisticsPage />} />
          <Route path="contacts-data/add" element={<ContactsDataPage />} />
          <Route path="about-us-page-data" element={<AboutUsPageDataPage />} />
          <Route path="home-page-data" element={<HomePageDataPage />} />
          <Route path="investor-page-data" element={<InvestorPageDataPage />} />
          <Route path="messages/*" element={<MessagesScreen />} />
          <Route path="roles/*" element={<RolesScreen />} />
          <Route path="*" element={<ScreenNotFound homePath={COMPANY_HOME} />} />
        </Route>
      </Route>
    </Routes>
  );
}
