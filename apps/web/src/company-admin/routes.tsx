import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyScreen } from '../shared/lazy-screen';
import { RequireAuth, ScreenNotFound } from '../shared/staff/guards';
import { MainPage } from './main';
import { COMPANY_HOME } from './menu';
import { CompanyAdminShell } from './shell';

// Each resource screen is its own chunk, fetched when first opened (with its strings, where it names them).
const AdminUsersPage = lazyScreen(() => import('./admin-users/index'), ['users']);
const LogActionsPage = lazy(() => import('./log-actions/index'));
const EmploymentApplicationsPage = lazyScreen(() => import('./employment-applications/index'), ['employment']);
const ApplicationDetailsPage = lazyScreen(() => import('./employment-applications/details'), ['employment']);
const FinanceMarketPage = lazyScreen(() => import('./finance-market/index'), ['finance-market']);
const InvestigatorPage = lazyScreen(() => import('./investigator/index'), ['investigator']);
const QuestionsPage = lazyScreen(() => import('./questions/index'), ['questions']);
const KeyMetricsPage = lazy(() => import('./indicators/key-metrics'));
const KpisPage = lazy(() => import('./indicators/kpis'));
const BranchesPage = lazyScreen(() => import('./branches/index'), ['admin-branches']);
const BranchFormPage = lazyScreen(() => import('./branches/branch-form'), ['admin-branches']);
const MagazineSectionsPage = lazyScreen(() => import('./magazine/sections'), ['magazine-admin']);
const MagazineSubsectionsPage = lazyScreen(() => import('./magazine/subsections'), ['magazine-admin']);
const MagazineArticlesPage = lazyScreen(() => import('./magazine/articles'), ['magazine-admin']);
const NewsScreen = lazyScreen(() => import('./news/index'), ['news']);
const ReportsScreen = lazyScreen(() => import('./reports/index'), ['reports']);
const HomeSliderPage = lazy(() => import('./widgets/home-slider'));
const InvestorSliderPage = lazy(() => import('./widgets/investor-slider'));
const NavMenuPage = lazyScreen(() => import('./widgets/nav-menu'), ['widgets']);
const HomeStatisticsPage = lazyScreen(() => import('./widgets/home-statistics'), ['widgets']);
const ContactsDataPage = lazyScreen(() => import('./site-content/contacts'), ['site-content']);
const AboutUsPageDataPage = lazyScreen(() => import('./site-content/about-page'), ['site-content']);
const HomePageDataPage = lazy(() => import('./site-content/home-sections'));
const InvestorPageDataPage = lazy(() => import('./site-content/investor-sections'));
const MessagesScreen = lazyScreen(() => import('./messages/index'), ['messages-admin']);
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
