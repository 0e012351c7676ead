import { StaffFrame } from '../shared/staff/staff-frame';
import { COMPANY_HOME, companyMenu } from './menu';

/** /admin layout: the shared staff frame with the company menu. */
export function CompanyAdminShell() {
  return <StaffFrame menu={companyMenu} titleKey="company.title" homePath={COMPANY_HOME} />;
}
