import type { AreaPageProps } from '../../shared/staff/area-routes';
import { StaffFrame } from '../../shared/staff/staff-frame';
import { COMPANY_HOME, companyMenu } from '../menu';

/** /admin layout: the shared staff frame with the company menu. */
export function CompanyAdminFrame({ isAvailable }: AreaPageProps) {
  return <StaffFrame menu={companyMenu} isAvailable={isAvailable} titleKey="company.title" homePath={COMPANY_HOME} />;
}
